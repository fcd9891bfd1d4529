import type { Executor } from '../../db/client.ts';
import type { CepAddress, CepAnswer } from '../../shared/schemas/cep.ts';
import type { Config } from '../config.ts';
import { askInOrder, limitAddress, outboundUserAgent } from '../http/index.ts';
import { logger } from '../observability/index.ts';
import { spendPoints, tooManyAttempts } from '../rate-limits/index.ts';
import { cachedCep, keepCep } from './cache.ts';
import { CEP_PROVIDERS } from './providers.ts';

// A CEP fills the address (docs/product/delivery.md#a-cep-fills-the-address): the providers of
// CEP_PROVIDERS in order, within one time budget, their answers kept in cep_lookups.

/** The whole lookup, every provider included: the form waits no longer than this. */
export const CEP_BUDGET_MS = 3_000;
/** A CEP's streets rarely change; one not found may be new and appear later. */
const FOUND_KEPT_MS = 90 * 24 * 3_600_000;
const NOT_FOUND_KEPT_MS = 24 * 3_600_000;
/** Lookups per client address per hour (a school behind one address fills many forms). */
export const CEP_LOOKUPS_PER_HOUR_PER_ADDRESS = 120;

interface LookupContext {
  db: Executor;
  config: Pick<Config, 'CEP_PROVIDERS' | 'CEP_BRASILAPI_URL' | 'CEP_VIACEP_URL' | 'PUBLIC_URL'>;
  ip: string | null;
}

/** The address of `cep` (eight digits), from the cache or the providers; refused with 429 past the limit. */
export async function lookupCep(
  ctx: LookupContext,
  cep: string,
  { now = new Date(), budgetMs = CEP_BUDGET_MS } = {},
): Promise<CepAnswer> {
  if (ctx.config.CEP_PROVIDERS.length === 0) return { status: 'off' };
  if (ctx.ip) {
    const wait = await spendPoints(
      ctx.db,
      [{ key: `cep:ip:${limitAddress(ctx.ip)}`, max: CEP_LOOKUPS_PER_HOUR_PER_ADDRESS, windowMs: 3_600_000 }],
      now.getTime(),
    );
    if (wait !== null) throw tooManyAttempts(wait, 'Muitas consultas de CEP.');
  }
  const cached = await cachedCep(ctx.db, cep);
  const keptFor = cached?.address ? FOUND_KEPT_MS : NOT_FOUND_KEPT_MS;
  if (cached && now.getTime() - cached.lookedUpAt.getTime() < keptFor) return answerOf(cached.address);

  const asked = await askProviders(ctx.config, cep, budgetMs);
  // A CEP that a provider failed on is not kept as unknown: the next lookup asks again.
  if (asked.found || !asked.failed)
    await keepCep(ctx.db, cep, asked.found ? { address: asked.found, provider: asked.provider } : null, now);
  return answerOf(asked.found);
}

function answerOf(address: CepAddress | null): CepAnswer {
  return address ? { status: 'found', address } : { status: 'not_found' };
}

function askProviders(config: LookupContext['config'], cep: string, budgetMs: number) {
  const userAgent = outboundUserAgent(config.PUBLIC_URL);
  const baseUrls = { brasilapi: config.CEP_BRASILAPI_URL, viacep: config.CEP_VIACEP_URL };
  return askInOrder(
    config.CEP_PROVIDERS,
    budgetMs,
    (name, signal) => CEP_PROVIDERS[name]({ cep, baseUrl: baseUrls[name], userAgent, signal }),
    (name, error) => logger.warn({ provider: name, err: error }, 'provedor de CEP falhou'),
  );
}
