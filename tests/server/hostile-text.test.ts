import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import nodemailer from 'nodemailer';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../../server/accounts/session.ts';
import { exportsDir } from '../../server/data-rights/export-files.ts';
import { runExportWorker } from '../../server/data-rights/export-worker.ts';
import { NUL_MESSAGE } from '../../server/input-guard.ts';
import { smtpMessage } from '../../server/mail/sender.ts';
import { notify } from '../../server/notifications/notices.ts';
import { createNotifier } from '../../server/notifications/notifier.ts';
import { crc16 } from '../../shared/pix/br-code.ts';
import { type AppServer, startAppServer } from '../helpers/app-server.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import {
  createBook,
  createOrder,
  createStore,
  createUser,
  makeEligibleSeller,
} from '../helpers/factories.ts';

// What a seller writes reaches HTML (book and store pages, their head and JSON-LD), e-mail, the
// Pix code and the data export. None of it may grow a page beyond its own size, close a script,
// add a mail header, break a code or an archive, or answer 5xx: text the inputs refuse is a 4xx
// with a message in Portuguese.

const CORPUS: Record<string, string> = {
  dollars: "$$ $& $` $' $1 $<name> $0",
  dollarCopies: '$`'.repeat(82),
  closeScript: '</script><script>alert(1)</script>',
  comment: '<!-- <script> --!>',
  markup: `"'&<>\` ]]>`,
  lineSeparators: 'linha\u2028outra\u2029fim',
  rtlOverride: 'livro \u202Efdp.exe\u202C fim',
  mailHeader: 'Título\r\nBcc: intruso@example.com\r\n\r\ncorpo',
  zalgo: `Z${'\u0301'.repeat(10_000)}`,
  nul: 'antes\u0000depois',
  loneSurrogate: 'meio \ud800 fim',
};

/** English words of default validation messages: a refusal must be in Portuguese. */
const ENGLISH = /\b(invalid|expected|required|must|string|received|error)\b/i;

let t: TestDb;
let app: AppServer;
let cookie: string;
let seller: Awaited<ReturnType<typeof createUser>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
let orderId: string;
let template: string;

beforeAll(async () => {
  t = await createTestDb();
  app = await startAppServer(t);
  seller = await createUser(t.db, { username: 'sebo-hostil' });
  buyer = await createUser(t.db);
  await makeEligibleSeller(t.db, seller.id);
  await createStore(t.db, seller.id);
  const token = generateSessionToken();
  await createSession(t.db, token, seller.id);
  cookie = `${SESSION_COOKIE}=${token}`;
  orderId = (
    await createOrder(t.db, { buyerId: buyer.id, sellerId: seller.id, status: 'aguardando_pagamento' })
  ).orderId;
  template = readFileSync(join(process.cwd(), 'client', 'index.html'), 'utf8');
}, 60_000);
afterAll(async () => {
  await app?.close();
  await t?.close();
});

/** A mutation over HTTP as the seller's browser sends it; never a 5xx, a 4xx says why in Portuguese. */
async function mutate(path: string, input: unknown): Promise<boolean> {
  const res = await app.mutate(path, input, { cookie });
  const body = (await res.json()) as { error?: { json?: { message?: string } } };
  expect(res.status, `${path}: ${JSON.stringify(body)}`).toBeLessThan(500);
  if (res.ok) return true;
  const message = body.error?.json?.message ?? '';
  expect([path, res.status < 500, message.length > 0, ENGLISH.test(message)]).toEqual([
    path,
    true,
    true,
    false,
  ]);
  // Both engines refuse a NUL alike, and say so (PostgreSQL cannot store one).
  if (JSON.stringify(input).includes('\\u0000')) expect(message).toBe(NUL_MESSAGE);
  return false;
}

/** A field's value: the text cut to the field's limit, so the text itself, not its length, is tried. */
const cut = (text: string, max: number) => text.slice(0, max);
const scripts = (html: string) => html.match(/<script\b/gi)?.length ?? 0;
const utf8 = (text: string) => Buffer.byteLength(text);

/** The page, following the slug redirect; checks status, size, scripts and the JSON-LD. */
async function page(path: string, text: string): Promise<Record<string, unknown>> {
  let res = await fetch(`${app.base}${path}`, { redirect: 'manual' });
  if (res.status === 301)
    res = await fetch(`${app.base}${res.headers.get('location')}`, { redirect: 'manual' });
  const html = await res.text();
  expect(res.status).toBe(200);
  // The text reaches the head a few times, each cut and escaped (at most 6 characters for 1).
  expect(utf8(html)).toBeLessThan(utf8(template) + 60 * utf8(cut(text, 200)) + 6000);
  expect(scripts(html)).toBe(scripts(template) + 1);
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(ld).not.toMatch(/<|>/);
  return JSON.parse(ld) as Record<string, unknown>;
}

/** The fields of an EMV payload (ID, two-digit length, value), checking its CRC. */
function emvFields(code: string): Map<string, string> {
  expect(crc16(code.slice(0, -4))).toBe(code.slice(-4));
  const fields = new Map<string, string>();
  for (let at = 0; at < code.length; ) {
    const id = code.slice(at, at + 2);
    const length = Number(code.slice(at + 2, at + 4));
    expect(Number.isInteger(length)).toBe(true);
    fields.set(id, code.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

describe.each(Object.entries(CORPUS))('seller text %s', (_name, text) => {
  let id = '';

  it('makes a book page of its own size, with valid JSON-LD', async () => {
    id = await createBook(t.db, seller.id);
    const fields = {
      title: `T ${cut(text, 198)}`,
      author: `A ${cut(text, 118)}`,
      publisher: cut(text, 120),
      description: cut(text, 5000),
      location: cut(text, 120),
      edition: cut(text, 60),
      genre: cut(text, 80),
    };
    const saved = await mutate('books.update', { id, changes: fields });
    expect(saved).toBe(!text.includes('\u0000'));
    // The whole text, uncut, in the longest field: refused for its length, or taken.
    await mutate('books.update', { id, changes: { description: text } });
    const row = await t.db
      .selectFrom('books')
      .select(['title', 'author'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const ld = await page(`/livro/x-${id}`, saved ? text : '');
    expect(ld.name).toBe(row.title);
    expect((ld.brand as { name: string }).name).toBe(row.author);
  });

  it('makes a store page of its own size, with valid JSON-LD', async () => {
    const saved = await mutate('profile.updateStore', {
      storeName: `Sebo ${cut(text, 75)}`,
      description: cut(text, 1000),
      location: cut(text, 100),
      bio: cut(text, 500),
      photoUrl: null,
      isActive: true,
    });
    const row = await t.db
      .selectFrom('stores')
      .select('store_name')
      .where('user_id', '=', seller.id)
      .executeTakeFirstOrThrow();
    const ld = await page('/livraria/sebo-hostil', saved ? text : '');
    expect(ld.name).toBe(row.store_name);
  });

  it('is written into a Pix code the bank can read', async () => {
    const saved = await mutate('profile.updatePix', {
      type: 'email',
      key: 'pix@example.com',
      name: `S ${cut(text, 20)}`,
      city: `N ${cut(text, 12)}`,
    });
    const order = await callerFor(t, buyer).orders.byId({ id: orderId });
    if (!saved && !order.pix) return;
    const fields = emvFields(order.pix?.code ?? '');
    for (const id of ['59', '60']) expect(fields.get(id)).toMatch(/^[A-Z0-9 .,-]{1,25}$/);
    expect(order.pix?.code).toMatch(/^[\x20-\x7e]+$/);
  });

  it('adds no header to a notification e-mail naming the book', async () => {
    await t.db.deleteFrom('outbox').execute();
    const book = await t.db
      .selectFrom('books')
      .select('title')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await notify(t.db, createNotifier(t.config), {
      userId: seller.id,
      kind: 'offer_received',
      actorId: buyer.id,
      subjectPath: '/ofertas',
      bookTitle: book.title,
    });
    const mail = await t.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: '\r\n' });
    const info = await transport.sendMail(smtpMessage(t.config, { ...mail, attempts: 0 }));
    const raw = (info.message as Buffer).toString();
    const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
    const names = head.split('\r\n').flatMap((line) => (/^[ \t]/.test(line) ? [] : [line.split(':')[0]]));
    expect(names.sort()).toEqual(
      [
        'Content-Transfer-Encoding',
        'Content-Type',
        'Date',
        'From',
        'List-Unsubscribe',
        'List-Unsubscribe-Post',
        'MIME-Version',
        'Message-ID',
        'Subject',
        'To',
      ].sort(),
    );
  });
});

describe('the data export of a seller who wrote all of it', () => {
  it('is a readable archive whose JSON gives the text back', { timeout: 60_000 }, async () => {
    const caller = callerFor(t, seller);
    await caller.dataExport.request();
    await runExportWorker(t.db, t.config);
    const state = await caller.dataExport.status();
    if (state.status !== 'ready') throw new Error(`exportação não ficou pronta: ${state.status}`);
    const id = state.url.split('/').pop()?.split('?')[0] ?? '';
    const files = unzipSync(readFileSync(join(exportsDir(t.dataDir), `${id}.zip`)));
    const parsed = Object.entries(files)
      .filter(([name]) => name.endsWith('.json'))
      .map(([, data]) => JSON.parse(strFromU8(data)) as unknown);
    expect(parsed.length).toBeGreaterThan(0);
    const titles = await t.db.selectFrom('books').select('title').where('user_id', '=', seller.id).execute();
    const exported = strFromU8(files['livros.json'] ?? new Uint8Array());
    for (const { title } of titles) expect(exported).toContain(JSON.stringify(title).slice(1, -1));
  });
});

describe('a page address with hostile text', () => {
  it('answers the default head, never a 5xx', async () => {
    for (const path of [
      '/livraria/a%00b',
      '/livro/a%00b',
      '/livraria/%24%60',
      '/livraria/%ED%A0%80',
      '/livraria/%E2%80%AE',
    ]) {
      const res = await fetch(`${app.base}${path}`, { redirect: 'manual' });
      expect([path, res.status]).toEqual([path, 200]);
      expect(scripts(await res.text())).toBe(scripts(template));
    }
  });
});

// superjson is what the browser sends; a lone surrogate survives its JSON as an escape.
it('sends a lone surrogate as the browser would', () => {
  expect(JSON.stringify(superjson.serialize({ t: '\ud800' }))).toContain('\\ud800');
});
