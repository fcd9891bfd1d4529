import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { SessionUser } from '../../server/context.ts';
import { storedPhotoExists } from '../../server/photos/upload.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createUser, makeEligibleSeller } from '../helpers/factories.ts';
import { devVite, type Listening, listen } from '../helpers/http-server.ts';
import { sessionCookie } from '../helpers/session-cookie.ts';
import { errorOf } from '../helpers/trpc.ts';

// Book photos: POST /uploads/books checks the file by its content, re-encodes it
// to WebP without metadata and stores it under the data directory; books.create and books.update
// accept only photos that were stored.

let t: TestDb;
let server: Listening | undefined;
let base = '';
let seller: SessionUser;
let cookie = '';

const signIn = (user: SessionUser) => sessionCookie(t.db, user.id);

beforeEach(async () => {
  t = await createTestDb();
  seller = await createUser(t.db, { verified: true });
  await makeEligibleSeller(t.db, seller.id);
  cookie = await signIn(seller);
  server = await listen(createApp({ db: t.db, config: t.config, vite: devVite }));
  base = server.base;
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  await t.close();
});

async function upload(body: Buffer, type: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/uploads/books`, {
    method: 'POST',
    headers: { cookie, 'content-type': type, origin: base, ...headers },
    body: new Uint8Array(body),
  });
  return { status: res.status, body: (await res.json()) as { url?: string; error?: string } };
}

const image = (width: number, height: number, background = '#1d4ed8') =>
  sharp({ create: { width, height, channels: 3, background } });

const valid = {
  title: 'Vidas Secas',
  author: 'Graciliano Ramos',
  price: '25,00',
  condition: 'usado_bom' as const,
};

describe('POST /uploads/books', () => {
  it('accepts JPEG, PNG and WebP, stores each as WebP under the data directory and serves it', async () => {
    const files = [
      { type: 'image/jpeg', data: await image(120, 80, '#b91c1c').jpeg().toBuffer() },
      { type: 'image/png', data: await image(90, 140, '#15803d').png().toBuffer() },
      { type: 'image/webp', data: await image(60, 60, '#7c3aed').webp().toBuffer() },
    ];
    for (const file of files) {
      const res = await upload(file.data, file.type);
      expect(res.status).toBe(201);
      expect(res.body.url).toMatch(/^\/images\/books\/[0-9a-f]{64}\.webp$/);
      const url = res.body.url ?? '';
      const onDisk = join(t.dataDir, 'uploads', 'books', url.slice('/images/books/'.length));
      expect(existsSync(onDisk)).toBe(true);
      expect((await sharp(onDisk).metadata()).format).toBe('webp');
      const served = await fetch(`${base}${url}?w=400&h=400`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('strips metadata: a JPEG with EXIF (camera, GPS) is stored without it, upright', async () => {
    const jpeg = await image(200, 100)
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Make: 'Camera Secreta', Copyright: 'segredo' }, IFD3: { GPSLatitudeRef: 'S' } },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(jpeg, 'image/jpeg');
    expect(res.status).toBe(201);
    const stored = join(t.dataDir, 'uploads', 'books', (res.body.url ?? '').split('/').pop() ?? '');
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 means 'rotate 90°': the stored photo is turned, not tagged.
    expect([meta.width, meta.height]).toEqual([100, 200]);
    const bytes = await import('node:fs/promises').then((fs) => fs.readFile(stored));
    expect(bytes.includes(Buffer.from('Camera Secreta'))).toBe(false);
  });

  it('refuses a text file with a clear message, whatever type it claims', async () => {
    const text = Buffer.from('Isto é um arquivo de texto, não uma foto.\n');
    expect(await upload(text, 'image/jpeg')).toEqual({
      status: 415,
      body: { error: 'Arquivo não reconhecido. Envie uma foto JPEG, PNG ou WebP.' },
    });
    expect((await upload(text, 'application/octet-stream')).body).toEqual({
      error: 'Formato não aceito. Envie uma foto JPEG, PNG ou WebP.',
    });
    // A browser labels a .txt file text/plain: the cross-site guard refuses that type before the
    // handler, still with a message and nothing stored.
    const plain = await upload(text, 'text/plain');
    expect(plain.status).toBe(415);
    expect(plain.body.error).toBeTruthy();
    expect(existsSync(join(t.dataDir, 'uploads', 'books'))).toBe(false);
  });

  it('refuses a GIF, even when it claims to be a PNG', async () => {
    const gif = await image(20, 20).gif().toBuffer();
    expect(await upload(gif, 'image/gif')).toEqual({
      status: 415,
      body: { error: 'Formato não aceito. Envie uma foto JPEG, PNG ou WebP.' },
    });
    expect(await upload(gif, 'image/png')).toEqual({
      status: 415,
      body: { error: 'Formato não aceito. Envie uma foto JPEG, PNG ou WebP.' },
    });
  });

  it('refuses a file over 5 MB and an image over 4000 pixels on a side', async () => {
    const huge = await upload(Buffer.alloc(5 * 1024 * 1024 + 1), 'image/png');
    expect(huge).toEqual({ status: 413, body: { error: 'A foto deve ter no máximo 5 MB.' } });
    const wide = await image(4001, 10).png().toBuffer();
    expect(await upload(wide, 'image/png')).toEqual({
      status: 422,
      body: { error: 'A foto pode ter no máximo 4000 pixels de lado.' },
    });
    const large = await image(5000, 5000).png({ compressionLevel: 9 }).toBuffer();
    expect(large.length).toBeLessThan(5 * 1024 * 1024);
    // Over the decoder's pixel limit too: still the size message, not 'not recognised'.
    expect(await upload(large, 'image/png')).toEqual({
      status: 422,
      body: { error: 'A foto pode ter no máximo 4000 pixels de lado.' },
    });
    expect(existsSync(join(t.dataDir, 'uploads', 'books'))).toBe(false);
  });

  it('refuses visitors, sellers not yet verified and cross-site posts', async () => {
    const png = await image(10, 10).png().toBuffer();
    expect(await upload(png, 'image/png', { cookie: '' })).toEqual({
      status: 401,
      body: { error: 'Faça login para enviar fotos.' },
    });
    const reader = await createUser(t.db);
    expect(await upload(png, 'image/png', { cookie: await signIn(reader) })).toEqual({
      status: 403,
      body: { error: 'Conclua a verificação de vendedor para enviar fotos de livros.' },
    });
    expect((await upload(png, 'image/png', { origin: 'https://evil.example' })).status).toBe(403);
    // Avatars stay open to every signed-in user.
    const avatar = await fetch(`${base}/uploads/avatars`, {
      method: 'POST',
      headers: { cookie: await signIn(reader), 'content-type': 'image/png', origin: base },
      body: new Uint8Array(png),
    });
    expect(avatar.status).toBe(201);
  });
});

describe('books.create and books.update accept only stored photos', () => {
  it('creates a book with uploaded photos in their order; its card shows the first', async () => {
    const urls: string[] = [];
    for (const colour of ['#111111', '#222222', '#333333']) {
      const res = await upload(await image(50, 50, colour).png().toBuffer(), 'image/png');
      urls.push(res.body.url ?? '');
    }
    const caller = callerFor(t, seller);
    const { id } = await caller.books.create({ ...valid, photos: urls });
    const book = await caller.books.byId({ id });
    expect(book.photos).toEqual(urls);
    expect((await callerFor(t).books.section({ slug: 'lancamentos' }))[0]).toMatchObject({
      id,
      photo: urls[0],
    });
  });

  it("refuses a well-formed URL of a file that was never stored with 'Foto não encontrada.'", async () => {
    const ghost = `/images/books/${'a'.repeat(64)}.webp`;
    const error = await errorOf(callerFor(t, seller).books.create({ ...valid, photos: [ghost] }));
    expect(error).toMatchObject({ message: 'Foto não encontrada. Envie a foto novamente.' });
    expect(await t.db.selectFrom('books').select('id').execute()).toEqual([]);
  });

  it('on update, new photos must be stored; photos the book already has are kept', async () => {
    const kept = '/images/covers/cover-007.webp';
    const id = await createBook(t.db, seller.id, { photos: [kept] });
    const caller = callerFor(t, seller);
    const ghost = `/images/books/${'b'.repeat(64)}.webp`;
    await expect(caller.books.update({ id, changes: { photos: [kept, ghost] } })).rejects.toThrow(
      'Foto não encontrada. Envie a foto novamente.',
    );
    const fresh = (await upload(await image(30, 30).png().toBuffer(), 'image/png')).body.url ?? '';
    await caller.books.update({ id, changes: { photos: [fresh, kept] } });
    expect((await caller.books.byId({ id })).photos).toEqual([fresh, kept]);
    // Another seller cannot borrow the first book's missing photo as 'already there'.
    const other = await createUser(t.db, { verified: true });
    const theirs = await createBook(t.db, other.id);
    await expect(
      callerFor(t, other).books.update({ id: theirs, changes: { photos: [kept] } }),
    ).rejects.toThrow('Foto não encontrada. Envie a foto novamente.');
  });

  it('storedPhotoExists knows uploads and demo covers, and nothing outside them', async () => {
    await mkdir(join(t.dataDir, 'uploads', 'covers'), { recursive: true });
    await writeFile(join(t.dataDir, 'uploads', 'covers', 'cover-001.webp'), 'x');
    expect(storedPhotoExists(t.dataDir, '/images/covers/cover-001.webp')).toBe(true);
    expect(storedPhotoExists(t.dataDir, '/images/covers/cover-002.webp')).toBe(false);
    expect(storedPhotoExists(t.dataDir, '/images/covers/../covers/cover-001.webp')).toBe(false);
    expect(storedPhotoExists(t.dataDir, '/images/books/cover-001.webp')).toBe(false);
  });
});
