import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../../server/accounts/session.ts';
import { deleteAccount } from '../../server/data-rights/deletion.ts';
import { createImageCache } from '../../server/photos/cache.ts';
import { PHOTO_WIDTHS, SQUARE_SIDES } from '../../shared/photo.ts';
import { type AppServer, startAppServer } from '../helpers/app-server.ts';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createUser } from '../helpers/factories.ts';

// /images serves only the sizes of shared/photo.ts, keeps the resized variants in a cache bounded
// in bytes, and uploads that are too large or not images are refused with a message.

let t: TestDb;
let app: AppServer | undefined;

beforeEach(async () => {
  t = await createTestDb();
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  await t.close();
});

const cacheDir = () => join(t.dataDir, 'cache', 'images');

async function storeCover() {
  mkdirSync(join(t.dataDir, 'uploads', 'covers'), { recursive: true });
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2255aa' } })
    .webp()
    .toFile(join(t.dataDir, 'uploads', 'covers', 'cover-001.webp'));
  return '/images/covers/cover-001.webp';
}

describe('GET /images', () => {
  it('serves the photo as stored and at every size of the shared list', { timeout: 30_000 }, async () => {
    app = await startAppServer(t);
    const cover = await storeCover();
    const queries = ['', ...PHOTO_WIDTHS.map((w) => `?w=${w}`), ...SQUARE_SIDES.map((s) => `?w=${s}&h=${s}`)];
    for (const query of queries) {
      const res = await fetch(`${app.base}${cover}${query}`);
      expect([query, res.status, res.headers.get('content-type')]).toEqual([query, 200, 'image/webp']);
      await res.arrayBuffer();
    }
    const square = await fetch(`${app.base}${cover}?w=400&h=400`);
    expect(await sharp(Buffer.from(await square.arrayBuffer())).metadata()).toMatchObject({
      width: 400,
      height: 400,
    });
    expect(readdirSync(cacheDir())).toHaveLength(queries.length);
  });

  it('refuses any other size, quality or parameter with 400 and keeps nothing', async () => {
    app = await startAppServer(t);
    const cover = await storeCover();
    const refused = [
      '?w=801',
      '?w=17',
      '?w=2000',
      '?h=400',
      '?w=400&h=300',
      '?w=800&h=800',
      '?w=400&h=400&q=85',
      '?q=30',
      '?w=0800',
      '?w=8e2',
      '?w=800&w=800',
      '?w=abc',
      '?v=2',
    ];
    for (const query of refused) {
      const res = await fetch(`${app.base}${cover}${query}`);
      expect([query, res.status, await res.text()]).toEqual([
        query,
        400,
        'Tamanho de imagem não disponível.',
      ]);
    }
    expect(existsSync(cacheDir())).toBe(false);
  });
});

describe('GET /images on a non-canonical path', () => {
  it('refuses extra slashes and dot segments with 404, resizing and keeping nothing', async () => {
    app = await startAppServer(t);
    await storeCover();
    const paths = [
      '/images/covers//cover-001.webp',
      '/images/covers///cover-001.webp',
      '/images/covers////cover-001.webp',
      '/images//covers/cover-001.webp',
      '/images/covers/cover-001.webp/',
      '/images/covers%2f..%2fcovers/cover-001.webp',
      '/images/covers/.%2fcover-001.webp',
      '/images/covers',
      '/images/covers/cover-001.webp%00',
    ];
    for (const path of paths) {
      const res = await fetch(`${app.base}${path}?w=1600`);
      const body = Buffer.from(await res.arrayBuffer());
      expect([path, res.status]).toEqual([path, 404]);
      expect(body.toString()).toBe('Imagem não encontrada.');
    }
    expect(existsSync(cacheDir())).toBe(false);
  });

  it('keys a variant on the photo, so an encoded spelling of its path is one cache file', async () => {
    app = await startAppServer(t);
    await storeCover();
    for (const path of ['/images/covers/cover-001.webp', '/images/covers/cover%2D001.webp']) {
      const res = await fetch(`${app.base}${path}?w=160`);
      expect([path, res.status]).toEqual([path, 200]);
      await res.arrayBuffer();
    }
    expect(readdirSync(cacheDir())).toHaveLength(1);
  });
});

describe('deleting an account', () => {
  async function storeUpload(kind: string, color: string) {
    const hash = createHash('sha256').update(color).digest('hex');
    mkdirSync(join(t.dataDir, 'uploads', kind), { recursive: true });
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
      .webp()
      .toFile(join(t.dataDir, 'uploads', kind, `${hash}.webp`));
    return `/images/${kind}/${hash}.webp`;
  }
  const queries = ['', ...PHOTO_WIDTHS.map((w) => `?w=${w}`), ...SQUARE_SIDES.map((s) => `?w=${s}&h=${s}`)];

  it("removes every cached size of the member's photos, keeping those of photos others use", {
    timeout: 60_000,
  }, async () => {
    app = await startAppServer(t);
    const member = await createUser(t.db);
    const other = await createUser(t.db);
    const book = await storeUpload('books', '#aa2255');
    const avatar = await storeUpload('avatars', '#22aa55');
    const shared = await storeUpload('books', '#5522aa');
    await createBook(t.db, member.id, { photos: [book, shared] });
    await createBook(t.db, other.id, { photos: [shared] });
    await t.db.updateTable('profiles').set({ photo_url: avatar }).where('user_id', '=', member.id).execute();
    for (const url of [book, avatar, shared])
      for (const query of queries) await (await fetch(`${app.base}${url}${query}`)).arrayBuffer();
    expect(readdirSync(cacheDir())).toHaveLength(3 * queries.length);

    await deleteAccount(
      { db: t.db, dataDir: t.dataDir },
      { userId: member.id, actor: { id: member.id, ip: null, admin: false }, reason: null },
    );
    expect(existsSync(join(t.dataDir, 'uploads', book.slice('/images/'.length)))).toBe(false);
    expect(readdirSync(cacheDir())).toHaveLength(queries.length);
    const again = await fetch(`${app.base}${shared}?w=400&h=400`);
    expect(again.status).toBe(200);
    await again.arrayBuffer();
    expect(readdirSync(cacheDir())).toHaveLength(queries.length);
  });
});

describe('the variant cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'releia-cache-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
  const age = (key: string, hours: number) =>
    utimesSync(join(dir, `${key}.webp`), hoursAgo(hours), hoursAgo(hours));

  it('stays under its budget in bytes, evicting the least recently used first', async () => {
    const cache = createImageCache(dir, 1000);
    for (const key of ['a', 'b', 'c']) await cache.write(key, Buffer.alloc(300, key));
    age('a', 5);
    age('b', 4);
    age('c', 3);
    // Serving 'a' makes it the most recently used.
    expect((await cache.read('a'))?.toString()).toBe('a'.repeat(300));
    await cache.write('d', Buffer.alloc(300, 'd'));
    expect(readdirSync(dir).sort()).toEqual(['a.webp', 'c.webp', 'd.webp']);
    expect(await cache.read('b')).toBeNull();
  });

  it('is shared through the folder: another process sees, evicts and survives eviction', async () => {
    const one = createImageCache(dir, 1000);
    const two = createImageCache(dir, 1000);
    await one.write('x', Buffer.alloc(600, 'x'));
    expect((await two.read('x'))?.length).toBe(600);
    age('x', 2);
    await two.write('y', Buffer.alloc(600, 'y'));
    expect(readdirSync(dir)).toEqual(['y.webp']);
    expect(await one.read('x')).toBeNull();
  });

  it('deletes temporary files left by a process that died mid-write', async () => {
    const cache = createImageCache(dir, 1000);
    await writeFile(join(dir, 'z.webp.123.1.tmp'), 'half');
    utimesSync(join(dir, 'z.webp.123.1.tmp'), hoursAgo(2), hoursAgo(2));
    await cache.sweep();
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('POST /uploads', () => {
  it('refuses a body over 5 MB sent without a length with the message, storing nothing', async () => {
    app = await startAppServer(t);
    const user = await createUser(t.db);
    const token = generateSessionToken();
    await createSession(t.db, token, user.id);
    const chunk = new Uint8Array(256 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 6 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${app.base}/uploads/avatars`, {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE}=${token}`, 'content-type': 'image/png', origin: app.base },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'A foto deve ter no máximo 5 MB.' });
    expect(existsSync(join(t.dataDir, 'uploads'))).toBe(false);
  });
});
