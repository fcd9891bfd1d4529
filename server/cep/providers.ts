import { z } from 'zod';
import { UF_CODES } from '../../shared/cep.ts';
import type { CepAddress } from '../../shared/schemas/cep.ts';
import type { CepProviderName } from '../config.ts';
import { baseUrl as base, getJson, type OutboundRequest } from '../http/index.ts';

// BrasilAPI's /api/cep/v2/{cep} and ViaCEP's /ws/{cep}/json/: each answers an address, null for
// a CEP it does not know, or throws (HTTP error, malformed JSON, an answer without a city or a
// real state, a timeout), which lets the next provider try.

/** Cut to the address form's limits (shared/schemas/verification.ts), spaces trimmed. */
const text = (max: number) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim().slice(0, max));
const place = {
  city: z.string().trim().min(1).max(80),
  state: z.enum(UF_CODES),
};

const brasilApiAnswer = z.object({ street: text(120), neighborhood: text(80), ...place });

const viaCepAnswer = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }).transform(() => null),
  z
    .object({ logradouro: text(120), bairro: text(80), localidade: place.city, uf: place.state })
    .transform((a) => ({ street: a.logradouro, neighborhood: a.bairro, city: a.localidade, state: a.uf })),
]);

export interface ProviderRequest extends OutboundRequest {
  cep: string;
  baseUrl: string;
}

async function brasilApi(req: ProviderRequest): Promise<CepAddress | null> {
  const body = await getJson(`${base(req.baseUrl)}/api/cep/v2/${req.cep}`, req, [404]);
  return body === undefined ? null : brasilApiAnswer.parse(body);
}

async function viaCep(req: ProviderRequest): Promise<CepAddress | null> {
  const body = await getJson(`${base(req.baseUrl)}/ws/${req.cep}/json/`, req, []);
  return viaCepAnswer.parse(body);
}

export const CEP_PROVIDERS: Record<CepProviderName, (req: ProviderRequest) => Promise<CepAddress | null>> = {
  brasilapi: brasilApi,
  viacep: viaCep,
};
