import type { Executor } from '../../db/client.ts';
import type { CepAddress, CepAnswer } from '../../shared/schemas/cep.ts';
import type { Config } from '../config.ts';
import { limitAddress, outboundUserAgent, providerSignal } from '../http/index.ts';
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
  if (asked.address || !asked.failed)
    await keepCep(
      ctx.db,
      cep,
      asked.address ? { address: asked.address, provider: asked.provider } : null,
      now,
    );
  return answerOf(asked.address);
}

function answerOf(address: CepAddress | null): CepAnswer {
  return address ? { status: 'found', address } : { status: 'not_found' };
}

type Asked = { address: CepAddress; provider: string; failed: boolean } | { address: null; failed: boolean };

async function askProviders(config: LookupContext['config'], cep: string, budgetMs: number): Promise<Asked> {
  const total = AbortSignal.timeout(budgetMs);
  const userAgent = outboundUserAgent(config.PUBLIC_URL);
  const baseUrls = { brasilapi: config.CEP_BRASILAPI_URL, viacep: config.CEP_VIACEP_URL };
  let failed = false;
  for (const [index, name] of config.CEP_PROVIDERS.entries()) {
    if (total.aborted) return { address: null, failed: true };
    const last = index === config.CEP_PROVIDERS.length - 1;
    const signal = providerSignal(total, budgetMs, last);
    try {
      const address = await CEP_PROVIDERS[name]({ cep, baseUrl: baseUrls[name], userAgent, signal });
      if (address) return { address, provider: name, failed };
    } catch (error) {
      failed = true;
      logger.warn({ provider: name, err: error }, 'provedor de CEP falhou');
    }
  }
  return { address: null, failed };
}
