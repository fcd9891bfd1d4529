import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Listening, listen } from './http-server.ts';

// A local stand-in for BrasilAPI (/api/cep/v2/{cep}) and ViaCEP (/ws/{cep}/json/), so no test
// reaches the real services. Each provider's answer is set per test.

export type CepBehaviour = 'found' | 'not_found' | 'slow' | 'malformed' | 'error';

/** The address each provider gives a found CEP; they differ so a test sees which one answered. */
export const BRASILAPI_ADDRESS = {
  street: 'Avenida Paulista',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
export const VIACEP_ADDRESS = {
  street: 'Rua da Consolação',
  neighborhood: 'Consolação',
  city: 'São Paulo',
  state: 'SP',
};

/** Longer than the lookup's whole budget (3 s). */
export const SLOW_MS = 3_500;

export interface CepStub extends Listening {
  behaviour: { brasilapi: CepBehaviour; viacep: CepBehaviour };
  requests: { provider: 'brasilapi' | 'viacep'; cep: string; userAgent: string | undefined }[];
}

function answer(res: ServerResponse, behaviour: CepBehaviour, found: unknown, notFound: () => void) {
  if (behaviour === 'error') {
    res.writeHead(500, { 'content-type': 'text/plain' }).end('erro interno');
    return;
  }
  if (behaviour === 'malformed') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"street": "Avenida');
    return;
  }
  if (behaviour === 'not_found') {
    notFound();
    return;
  }
  const send = () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
  if (behaviour === 'slow') setTimeout(send, SLOW_MS).unref();
  else send();
}

export async function startCepStub(): Promise<CepStub> {
  const behaviour: CepStub['behaviour'] = { brasilapi: 'found', viacep: 'found' };
  const requests: CepStub['requests'] = [];
  const listening = await listen((req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    const userAgent = req.headers['user-agent'];
    const brasil = /^\/api\/cep\/v2\/(\d+)$/.exec(url);
    const via = /^\/ws\/(\d+)\/json\/$/.exec(url);
    if (brasil?.[1]) {
      requests.push({ provider: 'brasilapi', cep: brasil[1], userAgent });
      answer(res, behaviour.brasilapi, { cep: brasil[1], ...BRASILAPI_ADDRESS, service: 'stub' }, () =>
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ name: 'CepPromiseError', type: 'service_error' })),
      );
      return;
    }
    if (via?.[1]) {
      requests.push({ provider: 'viacep', cep: via[1], userAgent });
      const { street, neighborhood, city, state } = VIACEP_ADDRESS;
      answer(
        res,
        behaviour.viacep,
        {
          cep: via[1],
          logradouro: street,
          complemento: '',
          bairro: neighborhood,
          localidade: city,
          uf: state,
        },
        () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"erro": "true"}'),
      );
      return;
    }
    res.writeHead(404).end();
  });
  return { ...listening, behaviour, requests };
}

/** The settings that point both providers at the stub, in the default order. */
export function cepSettings(stub: Listening) {
  return {
    CEP_PROVIDERS: ['brasilapi', 'viacep'] as ('brasilapi' | 'viacep')[],
    CEP_BRASILAPI_URL: stub.base,
    CEP_VIACEP_URL: stub.base,
  };
}
