// The bad-input corpus (docs/reliability.md): requests that Releia must refuse with a 4xx and a clear pt-BR
// message, never a 5xx, and keep serving. Generated at run time from the app router's procedure
// list, so a procedure added tomorrow is covered; deterministic for a given seed.
//
// Two families:
//   - input cases: built from each procedure's Zod schema (wrong types, missing and extra fields,
//     huge strings, bad numbers, unicode edge cases, HTML/script and SQL fragments in fields
//     whose format refuses them). A candidate enters the corpus only when the procedure's own
//     schema refuses it (or the server's input guard would, for unknown keys): text fields take
//     any text, so '<script>' in a book title is not bad input — it is stored and must render
//     as text (tests/e2e/xss.spec.ts).
//   - transport cases: malformed JSON, wrong content types and methods, oversized bodies and
//     batches, cross-site Origin, broken superjson metadata, unknown procedures, oversized URLs.
//
// Not in the corpus: a "__proto__" key. superjson drops it while reading the input, before any
// of Releia's code runs (its guard against prototype pollution), so such a request is the same
// request without it.
//
// Every case is a raw HTTP request (scripts/lib/trpc-http.ts rawRequest), so what a browser
// would never send reaches the server exactly as written.
//
// The families live in scripts/lib/bad-input/: cases.ts (procedures, categories), input-cases.ts,
// transport-cases.ts, requests.ts (the wire form) and judging.ts (what answer is acceptable).

import type { DB } from '../../db/client.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/index.ts';
import { Rng } from '../../db/seed/random.ts';
import { createSession, generateSessionToken } from '../../server/accounts/session.ts';
import { keyTreeOfInputs, unknownKeys } from '../../server/input-guard.ts';
import { type BadCase, type Category, procedureList } from './bad-input/cases.ts';
import { inputCandidates } from './bad-input/input-cases.ts';
import { callRequest } from './bad-input/requests.ts';
import { globalCases, transportCases } from './bad-input/transport-cases.ts';

export {
  type BadCase,
  CATEGORIES,
  type Category,
  type ProcedureInfo,
  type ProcedureKind,
  procedureList,
} from './bad-input/cases.ts';
export {
  type Answer,
  isClearPtBr,
  readAnswer,
  runCase,
  runCorpus,
  type Verdict,
} from './bad-input/judging.ts';

/**
 * The corpus: every input and transport case for every procedure, then the global ones. Each
 * input candidate is kept only if the procedure refuses it by its own rules (schema or unknown
 * keys). `maxBatch`/`maxBody` are the server's TRPC_MAX_BATCH and MAX_BODY_BYTES.
 */
export async function buildCorpus(opts: {
  origin: string;
  maxBatch: number;
  maxBody: number;
}): Promise<BadCase[]> {
  const cases: Omit<BadCase, 'id'>[] = [];
  for (const info of procedureList()) {
    const tree = keyTreeOfInputs(info.parsers);
    // Query inputs travel in the URL, which Node caps at 16 KiB of headers.
    const big = info.type === 'mutation' ? 100_000 : 4_000;
    for (const c of inputCandidates(info, big)) {
      let refused: boolean;
      try {
        const schema = info.schema as
          | { safeParseAsync?: (v: unknown) => Promise<{ success: boolean }> }
          | undefined;
        const parsed = schema?.safeParseAsync ? await schema.safeParseAsync(c.input) : { success: true };
        refused = !parsed.success || unknownKeys(c.input, tree).length > 0;
      } catch {
        // A schema that throws on an input is exactly what the server must survive.
        refused = true;
      }
      if (!refused) continue;
      cases.push({
        procedure: info.path,
        category: c.category,
        note: c.note,
        ...callRequest(opts.origin, info, c.input),
      });
    }
    cases.push(...transportCases(opts.origin, info, opts.maxBatch, opts.maxBody));
  }
  cases.push(...globalCases(opts.origin));
  return cases.map((c, id) => ({ id, ...c }));
}

/** `count` cases drawn with a fixed seed, every category represented. */
export function sampleCorpus(corpus: readonly BadCase[], count: number, seed = 11): BadCase[] {
  const rng = new Rng(seed);
  const byCategory = new Map<Category, BadCase[]>();
  for (const c of corpus) byCategory.set(c.category, [...(byCategory.get(c.category) ?? []), c]);
  const picked = new Map<number, BadCase>();
  for (const list of byCategory.values()) {
    const c = rng.pick(list);
    picked.set(c.id, c);
  }
  const rest = corpus.filter((c) => !picked.has(c.id));
  for (const i of rng.sampleIndices(rest.length, Math.max(0, count - picked.size))) {
    const c = rest[i];
    if (c) picked.set(c.id, c);
  }
  return [...picked.values()].sort((a, b) => a.id - b.id);
}

/**
 * A session for the corpus: the demo seller (an eligible seller) made admin too, so every
 * procedure's input is read — the seller and admin rungs refuse others before looking at input.
 */
export async function corpusSession(db: DB): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS.seller.email)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_roles')
    .values({ user_id: user.id, role: 'admin', created_at: new Date().toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const token = generateSessionToken();
  await createSession(db, token, user.id);
  return token;
}
