import Fuse from 'fuse.js';
import type { DB, Executor } from '../../db/client.ts';
import { bookPath } from '../../shared/slug.ts';
import { isListed } from '../catalog/index.ts';
import { wantNotBlockedWith } from '../members/index.ts';
import {
  announce,
  createNotifier,
  type Notifier,
  type NotifierConfig,
  notify,
} from '../notifications/index.ts';
import { logger } from '../observability/index.ts';
import {
  fuseDocument,
  genreFilterOf,
  normalizeQuery,
  normalizeText,
  passesValues,
  SPEC_FUSE_OPTIONS,
  searchSourceQuery,
} from '../search/index.ts';
import { claimWantChecks, finishWantCheck } from './checks.ts';
import { WantIndex } from './title-index.ts';

// Matching listed books against wants, off the request path (docs/decisions/031-wants-matching.md):
// every process runs it on a timer and a new listing nudges it; the want_checks rows, not this
// process, are the truth. Work wants match by work key; saved searches by search's own fuse.js
// options over the one book and its filters, after the trigram prefilter (want-index.ts).

const EVERY_MS = 3_000;
const BATCH = 100;

type Categories = Parameters<typeof genreFilterOf>[0];

let running: Promise<void> | null = null;
let started: { db: DB; config: NotifierConfig } | null = null;
/** One index per database (tests open several in one process). */
const indexes = new WeakMap<DB, WantIndex>();

/** The server process matches every few seconds (server/serve.ts). */
export function startWantMatcher(db: DB, config: NotifierConfig): void {
  started = { db, config };
  setInterval(nudgeWantMatcher, EVERY_MS).unref();
}

/** Runs the matcher soon, off the current request, in a process that started it. */
export function nudgeWantMatcher(): void {
  const worker = started;
  if (!worker) return;
  setImmediate(() => {
    runWantMatcher(worker.db, worker.config).catch((err: unknown) =>
      logger.error({ err }, 'falha ao procurar desejos para livros anunciados'),
    );
  });
}

/** Works every waiting check; concurrent calls in one process share a run. */
export function runWantMatcher(db: DB, config: NotifierConfig, now = () => new Date()): Promise<void> {
  running ??= (async () => {
    try {
      const index = indexes.get(db) ?? new WantIndex();
      indexes.set(db, index);
      await index.refresh(db);
      const categories = await db.selectFrom('categories').select(['id', 'name', 'slug']).execute();
      for (;;) {
        const { claim, bookIds } = await claimWantChecks(db, BATCH, now());
        if (bookIds.length === 0) break;
        const notifier = createNotifier(config);
        for (const bookId of bookIds)
          await matchBook(db, notifier, { bookId, claim, categories, index }, now());
        await announce(db, notifier);
      }
    } finally {
      running = null;
    }
  })();
  return running;
}

async function matchBook(
  db: DB,
  notifier: Notifier,
  job: { bookId: string; claim: string; categories: Categories; index: WantIndex },
  now: Date,
) {
  const book = await searchSourceQuery(db)
    .select(['books.work_key'])
    .where('books.id', '=', job.bookId)
    .executeTakeFirst();
  const wants = book && isListed(book) ? await wantsOf(db, book, job) : [];
  await db.transaction().execute(async (trx) => {
    if (book) await recordHits(trx, notifier, book, wants, now);
    await finishWantCheck(trx, job.bookId, job.claim);
  });
}

/**
 * A hit row per want, and one notification per member for this book, only for hits not recorded
 * before: want_hits' primary key is what makes it once (docs/product/wants.md#matching).
 */
async function recordHits(
  trx: Executor,
  notifier: Notifier,
  book: Book,
  wants: { id: number; user_id: string }[],
  now: Date,
) {
  const told = new Set<string>();
  for (const want of wants) {
    const hit = await trx
      .insertInto('want_hits')
      .values({ want_id: want.id, book_id: book.id, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['want_id', 'book_id']).doNothing())
      .returning('want_id')
      .executeTakeFirst();
    if (!hit || told.has(want.user_id)) continue;
    told.add(want.user_id);
    await notify(
      trx,
      notifier,
      {
        userId: want.user_id,
        kind: 'wanted_listed',
        actorId: book.user_id,
        subjectPath: bookPath(book),
        bookTitle: book.title,
      },
      now,
    );
  }
}

type Book = NonNullable<Awaited<ReturnType<ReturnType<typeof searchSourceQuery>['executeTakeFirst']>>> & {
  work_key: string | null;
};

/**
 * The wants a listed book matches, never its seller's own nor those of a member who blocked the
 * seller or whom the seller blocked (docs/product/wants.md#matching).
 */
async function wantsOf(
  db: DB,
  book: Book,
  { categories, index }: { categories: Categories; index: WantIndex },
) {
  const works = book.work_key
    ? await db
        .selectFrom('wants')
        .select(['id', 'user_id'])
        .where('kind', '=', 'work')
        .where('work_key', '=', book.work_key)
        .where('user_id', '<>', book.user_id)
        .where((eb) => wantNotBlockedWith(eb, book.user_id))
        .execute()
    : [];
  const doc = fuseDocument(book, normalizeText);
  const candidates = index.candidates([
    doc.title,
    ...doc.author,
    doc.genre,
    doc.description,
    doc.sellerName,
    doc.publisher,
  ]);
  const searches = [];
  const fuse = new Fuse([doc], SPEC_FUSE_OPTIONS);
  const genre = doc.genre.trim();
  for (let i = 0; i < candidates.length; i += 500) {
    const rows = await db
      .selectFrom('wants')
      .select(['id', 'user_id', 'query', 'condition', 'min_cents', 'max_cents', 'genre'])
      .where('kind', '=', 'search')
      .where('id', 'in', candidates.slice(i, i + 500))
      .where('user_id', '<>', book.user_id)
      .where((eb) => wantNotBlockedWith(eb, book.user_id))
      .execute();
    for (const w of rows) {
      const filters = {
        condition: w.condition ?? undefined,
        minCents: w.min_cents ?? undefined,
        maxCents: w.max_cents ?? undefined,
        ...genreFilterOf(categories, w.genre),
      };
      if (!passesValues(book.condition, book.price_cents, genre, book.category_id, filters)) continue;
      if (fuse.search(normalizeQuery(w.query ?? '')).length > 0) searches.push(w);
    }
  }
  return [...works, ...searches];
}
