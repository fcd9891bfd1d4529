// The "bare" server of `npm run bench`: node:http and one prepared better-sqlite3 statement per
// list, answering the same requests as Releia (the same tRPC URLs the browser sends) with the
// same JSON, from the same database file. It is the ceiling Releia's stack is measured against:
// no tRPC, no superjson, no Kysely at request time, no middleware, no compression.
//
// The SQL is Releia's own: Kysely compiles each query once at start (or its log hands us the
// statement a repository function ran), better-sqlite3 prepares it once, and every request only
// binds and steps it. Rows become JSON through Releia's own mappers (toBookCard, toBookDetail).
//
// Search is the exception: Releia's search plans each query over its full-text tables and has
// fuse.js re-rank the best 200 (docs/decisions/034-search-on-disk.md), which no single statement
// reproduces. The bare search is the simplest SQL search, a LIKE over title and author, newest
// first, 24 a page with the total: same answer shape, not the same ranking.
//
// Run as a child: DATABASE_PATH=... PORT=... node --import tsx scripts/lib/bare-server.ts

import { createServer, type ServerResponse } from 'node:http';
import { type CompiledQuery, Kysely, SqliteDialect, sql } from 'kysely';
import { openSqlite } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';
import { listSection } from '../../server/catalog/browse.ts';
import { cardQuery, onlyListed, toBookCard } from '../../server/catalog/cards.ts';
import { bookDetailQuery, toBookDetail } from '../../server/catalog/detail.ts';
import { HOME_SECTIONS } from '../../shared/categories.ts';
import { HOME_SECTION_LIMIT } from '../../shared/schemas/books.ts';
import { SEARCH_PAGE_SIZE } from '../../shared/schemas/search.ts';
import { bookIdFromSlug } from '../../shared/slug.ts';

const path = process.env.DATABASE_PATH;
const port = Number(process.env.PORT);
if (!path || !port) throw new Error('DATABASE_PATH e PORT são obrigatórios');

const sqlite = openSqlite(path);
const captured: CompiledQuery[] = [];
const kysely = new Kysely<Database>({
  dialect: new SqliteDialect({ database: sqlite }),
  log: (event) => {
    if (event.level === 'query') captured.push(event.query);
  },
});

/** The statement `run` executes, captured from Kysely's log, prepared once with its parameters. */
async function capture(run: () => Promise<unknown>) {
  captured.length = 0;
  await run();
  const query = captured.at(-1);
  if (!query) throw new Error('nenhuma consulta capturada');
  return { stmt: sqlite.prepare(query.sql), params: [...query.parameters] };
}

// One at a time: `captured` is shared.
const sections: Awaited<ReturnType<typeof capture>>[] = [];
for (const s of HOME_SECTIONS)
  sections.push(await capture(() => listSection(kysely, s.slug, HOME_SECTION_LIMIT)));
const detail = sqlite.prepare(bookDetailQuery(kysely, '').compile().sql);
// Compiled with a marker where the pattern goes; each request puts its pattern there.
const PATTERN = '\u0000pattern';
const searchQuery = onlyListed(cardQuery(kysely))
  .select(sql<number>`count(*) over ()`.as('total'))
  .where((eb) => eb.or([eb('books.title', 'like', PATTERN), eb('books.author', 'like', PATTERN)]))
  .orderBy('books.created_at', 'desc')
  .orderBy('books.id', 'desc')
  .limit(SEARCH_PAGE_SIZE + 1)
  .compile();
const search = sqlite.prepare(searchQuery.sql);

type CardRow = Parameters<typeof toBookCard>[0];
type DetailRow = Parameters<typeof toBookDetail>[0];

const ok = (data: unknown) => ({ result: { data: { json: data } } });
const notFound = {
  error: {
    json: {
      message: 'Livro não encontrado',
      code: -32004,
      data: { code: 'NOT_FOUND', httpStatus: 404, path: 'books.bySlug', fieldErrors: null, title: null },
    },
  },
};

function send(res: ServerResponse, status: number, body: unknown) {
  const payload = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) });
  res.end(payload);
}

/** The first batch input (`input={"0":{"json":...}}`) of a tRPC GET URL. */
function firstInput(query: string): Record<string, unknown> {
  const raw = new URLSearchParams(query).get('input');
  const input = raw ? (JSON.parse(raw) as Record<string, { json?: Record<string, unknown> }>) : {};
  return input['0']?.json ?? {};
}

const server = createServer((req, res) => {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const route = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q + 1);
  if (route === '/healthz') return send(res, 200, { ok: true });
  if (route.startsWith('/trpc/books.section,')) {
    return send(
      res,
      200,
      sections.map(({ stmt, params }) =>
        ok((stmt.all(params) as CardRow[]).slice(0, HOME_SECTION_LIMIT).map(toBookCard)),
      ),
    );
  }
  if (route === '/trpc/books.bySlug') {
    const id = bookIdFromSlug(String(firstInput(query).slug ?? ''));
    const row = id ? (detail.get(id) as DetailRow | undefined) : undefined;
    if (!row) return send(res, 404, [notFound]);
    const book = toBookDetail(row);
    return send(res, 200, [ok({ book, canonicalPath: book.path })]);
  }
  if (route === '/trpc/search.books') {
    const like = `%${String(firstInput(query).q ?? '')}%`;
    const params = searchQuery.parameters.map((p) => (p === PATTERN ? like : p));
    const rows = search.all(params) as (CardRow & { total: number })[];
    const items = rows.slice(0, SEARCH_PAGE_SIZE).map(toBookCard);
    const nextCursor =
      rows.length > SEARCH_PAGE_SIZE ? Buffer.from(`s:${SEARCH_PAGE_SIZE}`).toString('base64url') : null;
    return send(res, 200, [ok({ items, nextCursor, total: rows[0]?.total ?? 0 })]);
  }
  send(res, 404, { error: 'não encontrado' });
});

server.listen(port, '127.0.0.1', () => console.info(`[bare] ouvindo em http://127.0.0.1:${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
