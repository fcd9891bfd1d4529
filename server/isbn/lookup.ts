import type { Executor } from '../../db/client.ts';
import type { IsbnAnswer, IsbnFacts } from '../../shared/schemas/isbn.ts';
import type { Config } from '../config.ts';
import { askInOrder, outboundUserAgent } from '../http/index.ts';
import { logger } from '../observability/index.ts';
import { storedPhotoExists } from '../photos/index.ts';
import { spendPoints, tooManyAttempts } from '../rate-limits/index.ts';
import { cachedIsbn, keepIsbn } from './cache.ts';
import { COVER_TIMEOUT_MS, storeCover } from './cover.ts';
import { tidyFacts } from './facts.ts';
import { ISBN_PROVIDERS } from './providers.ts';

// An ISBN fills the add-book form (docs/product/listing.md#prefill-from-the-isbn): the providers
// of ISBN_PROVIDERS in order, within one time budget, a few requests per second for the whole
// server, one request per ISBN at a time, their answers kept in isbn_lookups.

/** The providers' whole time, the extra records Open Library needs included. */
export const ISBN_BUDGET_MS = 3_000;
/** An edition's facts do not change; an ISBN not found may be catalogued later. */
const FOUND_KEPT_MS = 180 * 24 * 3_600_000;
const NOT_FOUND_KEPT_MS = 3 * 24 * 3_600_000;
/** Lookups per member per hour: a sebo listing all afternoon stays far below it. */
export const ISBN_LOOKUPS_PER_HOUR_PER_MEMBER = 600;

export type IsbnConfig = Pick<
  Config,
  | 'ISBN_PROVIDERS'
  | 'ISBN_BRASILAPI_URL'
  | 'ISBN_OPENLIBRARY_URL'
  | 'ISBN_OPENLIBRARY_COVERS_URL'
  | 'ISBN_REQUESTS_PER_SECOND'
  | 'PUBLIC_URL'
  | 'DATA_DIR'
>;

export interface IsbnDeps {
  db: Executor;
  config: IsbnConfig;
}

interface Options {
  now?: Date;
  budgetMs?: number;
}

/**
 * The facts of the edition `isbn13` (its 13 digits, checked), from the cache or the providers;
 * null when none knows it, a provider failed or took too long, or ISBN_PROVIDERS is off. Never
 * throws for a provider's sake. The spreadsheet import calls this for rows that carry only an ISBN.
 */
export async function lookupIsbn(
  deps: IsbnDeps,
  isbn13: string,
  opts: Options = {},
): Promise<IsbnFacts | null> {
  if (deps.config.ISBN_PROVIDERS.length === 0) return null;
  const now = opts.now ?? new Date();
  const cached = await cachedIsbn(deps.db, isbn13);
  const keptFor = cached?.facts ? FOUND_KEPT_MS : NOT_FOUND_KEPT_MS;
  if (cached && now.getTime() - cached.lookedUpAt.getTime() < keptFor)
    return withCoverKept(deps, cached.facts);
  return askOnce(deps, isbn13, now, opts.budgetMs ?? ISBN_BUDGET_MS);
}

/** isbn.lookup's answer for a member: their hourly limit first (429 past it), then lookupIsbn. */
export async function lookupIsbnForMember(
  deps: IsbnDeps,
  userId: string,
  isbn13: string,
  opts: Options = {},
): Promise<IsbnAnswer> {
  if (deps.config.ISBN_PROVIDERS.length === 0) return { status: 'off' };
  const now = opts.now ?? new Date();
  const wait = await spendPoints(
    deps.db,
    [{ key: `isbn:user:${userId}`, max: ISBN_LOOKUPS_PER_HOUR_PER_MEMBER, windowMs: 3_600_000 }],
    now.getTime(),
  );
  if (wait !== null) throw tooManyAttempts(wait, 'Muitas consultas de ISBN.');
  const facts = await lookupIsbn(deps, isbn13, opts);
  return facts ? { status: 'found', facts } : { status: 'not_found' };
}

/** A cover kept whose file is gone (its last book's account erased) is not handed out. */
function withCoverKept(deps: IsbnDeps, facts: IsbnFacts | null): IsbnFacts | null {
  if (!facts?.coverPhoto || storedPhotoExists(deps.config.DATA_DIR, facts.coverPhoto)) return facts;
  return { ...facts, coverPhoto: null };
}

// Lookups of the same ISBN running at once in this process share one round of the providers.
const inFlight = new Map<string, Promise<IsbnFacts | null>>();

function askOnce(deps: IsbnDeps, isbn13: string, now: Date, budgetMs: number): Promise<IsbnFacts | null> {
  const running = inFlight.get(isbn13);
  if (running) return running;
  const asking = ask(deps, isbn13, now, budgetMs).finally(() => inFlight.delete(isbn13));
  inFlight.set(isbn13, asking);
  return asking;
}

async function ask(deps: IsbnDeps, isbn13: string, now: Date, budgetMs: number): Promise<IsbnFacts | null> {
  const userAgent = outboundUserAgent(deps.config.PUBLIC_URL);
  const gate = providerGate(deps, Date.now() + budgetMs);
  const asked = await askProviders(deps.config, isbn13, budgetMs, userAgent, gate);
  // An ISBN that a provider failed on is not kept as unknown: the next lookup asks again.
  if (!asked.found) {
    if (!asked.failed) await keepIsbn(deps.db, isbn13, null, now);
    return null;
  }
  const tidy = tidyFacts(isbn13, asked.found, now);
  const coverGate = providerGate(deps, Date.now() + COVER_TIMEOUT_MS);
  const coverUrl = asked.found.coverUrl;
  const coverPhoto = coverUrl
    ? await storeCover(coverUrl, { dataDir: deps.config.DATA_DIR, userAgent, gate: coverGate })
    : null;
  const facts = { ...tidy, coverPhoto };
  await keepIsbn(deps.db, isbn13, { facts, provider: asked.provider }, now);
  return facts;
}

/**
 * Waits for this server's turn to send a provider a request: ISBN_REQUESTS_PER_SECOND in all,
 * counted in the database so several processes share them. Past `deadline` it gives up.
 */
function providerGate(deps: IsbnDeps, deadline: number): () => Promise<void> {
  const limit = { key: 'isbn:providers', max: deps.config.ISBN_REQUESTS_PER_SECOND, windowMs: 1_000 };
  return async () => {
    for (;;) {
      const wait = await spendPoints(deps.db, [limit]);
      if (wait === null) return;
      if (Date.now() + wait >= deadline) throw new Error('limite de consultas aos provedores de ISBN');
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
}

function askProviders(
  config: IsbnConfig,
  isbn: string,
  budgetMs: number,
  userAgent: string,
  gate: () => Promise<void>,
) {
  const baseUrls = { brasilapi: config.ISBN_BRASILAPI_URL, openlibrary: config.ISBN_OPENLIBRARY_URL };
  return askInOrder(
    config.ISBN_PROVIDERS,
    budgetMs,
    (name, signal) =>
      ISBN_PROVIDERS[name]({
        isbn,
        baseUrl: baseUrls[name],
        coversUrl: config.ISBN_OPENLIBRARY_COVERS_URL,
        userAgent,
        signal,
        gate,
      }),
    (name, error) => logger.warn({ provider: name, err: error }, 'provedor de ISBN falhou'),
  );
}
