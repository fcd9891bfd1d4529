import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/client.ts';
import { readStamps, type StampKind, stampOf } from './stamps.ts';

// Public answers computed once (docs/decisions/050-public-answer-cache.md): a visitor's read of a
// book, a home carousel, a store's header or the categories is answered with the bytes an earlier
// request produced, skipping tRPC's whole path (context, input and output validation, superjson),
// while the database's stamps for what it shows are still the ones read before it was computed.
// The stamps are read on every request, so a write committed through any process (or before a
// restart) is seen on the next request; memory holds copies, never the truth.

/**
 * The queries whose answer is the same for every visitor, and the kinds of data each shows.
 * Only requests without a session are served from here: members may see more (a hidden book of
 * their own, their follow button) and go through tRPC every time.
 */
const PUBLIC_ANSWERS: Readonly<Record<string, readonly StampKind[]>> = {
  'books.byId': ['books', 'sellers', 'categories'],
  'books.bySlug': ['books', 'sellers', 'categories'],
  'books.section': ['books', 'sellers', 'categories'],
  // 'Outros exemplares', asked right after the book page's data.
  'books.copies': ['books', 'sellers'],
  'categories.list': ['categories', 'sellers'],
  // The header counts the store's books on sale and its followers.
  'stores.byUsername': ['sellers', 'books', 'follows'],
  // Null for every request without a session, the only ones kept. The browser's first load of a
  // page sends it in the same batch as the page's reads (`accounts.me,categories.list,
  // books.bySlug`), which would otherwise never be kept.
  'accounts.me': [],
};

/**
 * Likes and views change no stamp (a count on every visit would empty the cache), so an answer
 * is kept at most this long: the counts it carries are that fresh at worst, and the page updates
 * them live (the likes stream, the view's own answer).
 */
const MAX_AGE_MS = 60_000;

/** Longer URLs (a crafted input) are answered but not kept. */
const MAX_KEY_CHARS = 2048;

/** The headers of an answer that belong to it rather than to the request (security headers are per request). */
const ANSWER_HEADERS = ['content-type', 'vary'] as const;

interface KeptAnswer {
  stamp: string;
  headers: [string, string][];
  body: Buffer;
}

export type CacheLookup = 'hit' | 'miss';

export interface PublicAnswerCache {
  /** The kinds of data the request's answer shows, or null when it is not a public answer to keep. */
  kindsOf(req: IncomingMessage, path: string, hasSession: boolean): readonly StampKind[] | null;
  /** Answers from the cache, or runs `compute` (which writes the answer) and keeps what it wrote. */
  answer(
    req: IncomingMessage,
    res: ServerResponse,
    kinds: readonly StampKind[],
    compute: () => void,
  ): Promise<void>;
}

export function createPublicAnswerCache(opts: {
  db: Executor;
  maxBytes: number;
  onLookup?: (result: CacheLookup) => void;
}): PublicAnswerCache {
  const { db, maxBytes } = opts;
  const kept =
    maxBytes > 0
      ? new LRUCache<string, KeptAnswer>({
          maxSize: maxBytes,
          sizeCalculation: (value, key) => value.body.length + key.length + 256,
          ttl: MAX_AGE_MS,
        })
      : null;

  return {
    kindsOf(req, path, hasSession) {
      if (!kept || hasSession || req.method !== 'GET' || (req.url ?? '').length > MAX_KEY_CHARS) return null;
      const names = path.slice('/trpc/'.length).split(',');
      const kinds = new Set<StampKind>();
      for (const name of names) {
        const of = PUBLIC_ANSWERS[name];
        if (!of) return null;
        for (const kind of of) kinds.add(kind);
      }
      return [...kinds].sort();
    },

    async answer(req, res, kinds, compute) {
      const key = req.url ?? '';
      let stamp: string;
      try {
        stamp = stampOf(await readStamps(db), kinds);
      } catch {
        // The database answers the computation's own error (503 when it is out of reach).
        return compute();
      }
      const found = kept?.get(key);
      if (found && found.stamp === stamp) {
        opts.onLookup?.('hit');
        return send(res, found);
      }
      opts.onLookup?.('miss');
      keepWhenWhole(res, (answer) => kept?.set(key, { stamp, ...answer }));
      compute();
    },
  };
}

function send(res: ServerResponse, answer: KeptAnswer): void {
  res.statusCode = 200;
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  res.setHeader('Content-Length', answer.body.length);
  res.end(answer.body);
}

/**
 * Calls `keep` with the answer `res` ends with when it is a whole 200 JSON answer that sets no
 * cookie. It must run before wholeAnswers(), whose end() then hands it the answer in one piece.
 */
function keepWhenWhole(res: ServerResponse, keep: (answer: Omit<KeptAnswer, 'stamp'>) => void): void {
  const end = res.end;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    res.end = end;
    const whole =
      res.statusCode === 200 &&
      Buffer.isBuffer(chunk) &&
      res.getHeader('set-cookie') === undefined &&
      String(res.getHeader('content-type') ?? '').startsWith('application/json');
    if (whole) {
      const headers: [string, string][] = [];
      for (const name of ANSWER_HEADERS) {
        const value = res.getHeader(name);
        if (value !== undefined) headers.push([name, String(value)]);
      }
      keep({ headers, body: chunk });
    }
    return (end as (...args: unknown[]) => ServerResponse).call(res, chunk, ...rest);
  }) as ServerResponse['end'];
}
