import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'kysely';
import type { DB } from '../../db/client.ts';
import { bookPath } from '../../shared/slug.ts';
import { listed } from '../catalog/index.ts';
import { listableStores } from '../stores/index.ts';

// The sitemap protocol allows 50 000 URLs a file. A small catalogue fits in /sitemap.xml; a large
// one gets a sitemap index pointing at numbered book pages and the store page.
const URLS_PER_FILE = 45_000;

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function urlset(base: string, entries: Array<{ path: string; lastmod: string }>): string {
  const body = entries
    .map(
      (e) => `<url><loc>${xmlEscape(base + e.path)}</loc><lastmod>${e.lastmod.slice(0, 10)}</lastmod></url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>`;
}

async function bookEntries(db: DB, offset: number, limit: number) {
  const rows = await db
    .selectFrom('books')
    .select(['id', 'title', 'author', 'updated_at'])
    .where(listed)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({ path: bookPath(r), lastmod: r.updated_at }));
}

async function storeEntries(db: DB) {
  const rows = await listableStores(db)
    .select([
      'profiles.username',
      sql<string>`coalesce(stores.updated_at, profiles.updated_at)`.as('updatedAt'),
    ])
    .where('profiles.username', 'is not', null)
    .execute();
  return rows.flatMap((r) => (r.username ? [{ path: `/livraria/${r.username}`, lastmod: r.updatedAt }] : []));
}

async function countListed(db: DB): Promise<number> {
  const row = await db
    .selectFrom('books')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(listed)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function send(res: ServerResponse, body: string, type = 'application/xml; charset=utf-8') {
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(body);
}

/** Answers /robots.txt, /sitemap.xml and its parts; returns false for any other path. */
export async function handleCrawlerFiles(
  db: DB,
  publicUrl: string,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
) {
  const base = publicUrl.replace(/\/$/, '');
  if (path === '/robots.txt') {
    send(
      res,
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /trpc/',
        'Disallow: /auth/',
        '',
        `Sitemap: ${base}/sitemap.xml`,
        '',
      ].join('\n'),
      'text/plain; charset=utf-8',
    );
    return true;
  }
  if (path === '/sitemap.xml') {
    const total = await countListed(db);
    if (total <= URLS_PER_FILE) {
      const entries = [
        { path: '/', lastmod: new Date().toISOString() },
        ...(await storeEntries(db)),
        ...(await bookEntries(db, 0, URLS_PER_FILE)),
      ];
      send(res, urlset(base, entries));
      return true;
    }
    const parts = Math.ceil(total / URLS_PER_FILE);
    const items = [
      '/sitemap-stores.xml',
      ...Array.from({ length: parts }, (_, i) => `/sitemap-books-${i + 1}.xml`),
    ]
      .map((p) => `<sitemap><loc>${xmlEscape(base + p)}</loc></sitemap>`)
      .join('');
    send(
      res,
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>`,
    );
    return true;
  }
  if (path === '/sitemap-stores.xml') {
    send(res, urlset(base, await storeEntries(db)));
    return true;
  }
  const part = /^\/sitemap-books-(\d{1,4})\.xml$/.exec(path);
  if (part?.[1] && req.method === 'GET') {
    const n = Number(part[1]);
    if (n >= 1) {
      send(res, urlset(base, await bookEntries(db, (n - 1) * URLS_PER_FILE, URLS_PER_FILE)));
      return true;
    }
  }
  return false;
}
