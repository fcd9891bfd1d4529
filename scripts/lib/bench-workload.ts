// What npm run bench asks for (scripts/bench.ts): the workload drawn from the dataset, and the
// bare node:http server it is compared with, checked to give the same answers.

import { type ChildProcess, spawn } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import { createDb } from '../../db/client.ts';
import { Rng } from '../../db/seed/random.ts';
import { listed } from '../../server/catalog/listed.ts';
import { HOME_SECTIONS } from '../../shared/categories.ts';
import { bookPath } from '../../shared/slug.ts';
import { REPO_ROOT } from './server.ts';
import { batchRequest } from './trpc-http.ts';

// ---- what the load asks for -------------------------------------------------------------------

export interface Workload {
  /** The home page's one request: its six carousels in one batch, as httpBatchLink sends them. */
  home: string;
  /** Book pages by slug, over 2 000 listed books. */
  books: string[];
  /** Searches: author surnames and title words of listed books. */
  searches: string[];
  /** The listed books the paths above were made from (for the mixed load). */
  sample: { id: string; slug: string }[];
  queries: string[];
  /** Store addresses (usernames) of the sampled books' sellers, up to 200. */
  stores: string[];
}

export async function buildWorkload(dbPath: string): Promise<Workload> {
  const { db } = createDb(dbPath);
  const rows = await db
    .selectFrom('books')
    .select(['id', 'title', 'author', 'user_id'])
    .where(listed)
    .orderBy('id')
    .execute();
  const rng = new Rng(2026);
  const picked = rng.sampleIndices(rows.length, 2000).flatMap((i) => (rows[i] ? [rows[i]] : []));
  const stores = await db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select('profiles.username')
    .where('profiles.user_id', 'in', [...new Set(picked.map((r) => r.user_id))])
    .where('profiles.username', 'is not', null)
    .where('users.suspended_at', 'is', null)
    .orderBy('profiles.username')
    .limit(200)
    .execute();
  await db.destroy();
  const sample = picked.map((r) => ({ id: r.id, slug: bookPath(r).slice('/livro/'.length) }));
  const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4);
  const queries = new Set<string>();
  for (const r of picked) {
    if (queries.size >= 20) break;
    const word = queries.size % 2 === 0 ? words(r.author).at(-1) : words(r.title)[0];
    if (word) queries.add(word.toLowerCase());
  }
  const query = (path: string, input: unknown) => batchRequest('query', [{ path, input }]).path;
  return {
    home: batchRequest(
      'query',
      HOME_SECTIONS.map((s) => ({ path: 'books.section', input: { slug: s.slug } })),
    ).path,
    books: sample.map((b) => query('books.bySlug', { slug: b.slug })),
    searches: [...queries].map((q) => query('search.books', { q })),
    sample,
    queries: [...queries],
    stores: stores.flatMap((s) => (s.username ? [s.username] : [])),
  };
}

// ---- the bare server -------------------------------------------------------------------------

export async function startBare(
  port: number,
  dbPath: string,
): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/lib/bare-server.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', DATABASE_PATH: dbPath, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      if (i > 600) throw new Error('o servidor bare não iniciou');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Same bytes of JSON from both servers for the home lists and every sampled book page. */
export async function checkSameAnswers(releia: string, bare: string, w: Workload) {
  const body = async (base: string, path: string) => (await fetch(`${base}${path}`)).json();
  const different: string[] = [];
  for (const path of [w.home, ...w.books.slice(0, 200)]) {
    if (!isDeepStrictEqual(await body(releia, path), await body(bare, path))) different.push(path);
  }
  const shape = (v: unknown) => JSON.stringify(v, (_k, x) => (Array.isArray(x) ? x.slice(0, 1) : x));
  const [a, b] = await Promise.all([body(releia, w.searches[0] ?? ''), body(bare, w.searches[0] ?? '')]);
  const keys = (v: unknown) =>
    Object.keys((v as [{ result: { data: { json: object } } }])[0]?.result.data.json ?? {}).join(',');
  return {
    different,
    checked: 201,
    searchSameShape: keys(a) === keys(b) && shape(a).length > 0 && shape(b).length > 0,
  };
}
