import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { SessionUser } from '../../server/context.ts';
import { RuleError } from '../../server/errors.ts';
import { claimEvidence } from '../../server/evidence/index.ts';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { createOrder, createUser } from '../helpers/factories.ts';
import { devVite, type Listening, listen } from '../helpers/http-server.ts';
import { sessionCookie } from '../helpers/session-cookie.ts';

// Private evidence photos: POST /uploads/evidencias by a party of the order, GET /evidencias/<hash>.webp
// to the two parties and admins only, claimEvidence for the forms that pass the URLs back.

let t: TestDb;
let server: Listening | undefined;
let base = '';
let seller: SessionUser;
let buyer: SessionUser;
let stranger: SessionUser;
let admin: SessionUser;
let orderId = '';

const cookieOf = (user: SessionUser) => sessionCookie(t.db, user.id);

beforeEach(async () => {
  t = await createTestDb();
  seller = await createUser(t.db, { name: 'Vendedora' });
  buyer = await createUser(t.db, { name: 'Comprador' });
  stranger = await createUser(t.db, { name: 'Terceira' });
  admin = await createUser(t.db, { name: 'Moderadora', admin: true });
  ({ orderId } = await createOrder(t.db, { buyerId: buyer.id, sellerId: seller.id, status: 'pago' }));
  server = await listen(createApp({ db: t.db, config: t.config, vite: devVite }));
  base = server.base;
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  await t.close();
});

const photo = (background = '#b91c1c') =>
  sharp({ create: { width: 80, height: 60, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function upload(
  cookie: string | null,
  body: Buffer,
  query: { pedido?: string; finalidade?: string } = {},
) {
  const params = new URLSearchParams({
    pedido: query.pedido ?? orderId,
    finalidade: query.finalidade ?? 'problem',
  });
  const res = await fetch(`${base}/uploads/evidencias?${params}`, {
    method: 'POST',
    headers: { ...(cookie ? { cookie } : {}), 'content-type': 'image/jpeg', origin: base },
    body: new Uint8Array(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { url?: string; receivedAt?: string; error?: string },
  };
}

describe('POST /uploads/evidencias', () => {
  it('stores a party’s photo privately, stamped with the server’s clock', async () => {
    const before = new Date().toISOString();
    const res = await upload(await cookieOf(buyer), await photo());
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/evidencias\/[0-9a-f]{64}\.webp$/);
    expect(res.body.receivedAt && res.body.receivedAt >= before).toBe(true);
    const hash = res.body.url?.slice('/evidencias/'.length) ?? '';
    expect(existsSync(join(t.dataDir, 'evidence', hash))).toBe(true);
    // Never under the public uploads folder that /images/ serves.
    expect(existsSync(join(t.dataDir, 'uploads'))).toBe(false);
    const row = await t.db.selectFrom('evidence_photos').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ order_id: orderId, uploaded_by: buyer.id, purpose: 'problem' });
    expect(await (await fetch(`${base}/images/${hash}`)).status).toBe(404);
  });

  it('refuses visitors, strangers, admins who are not parties and unknown orders or purposes', async () => {
    const image = await photo();
    expect((await upload(null, image)).status).toBe(401);
    expect(await upload(await cookieOf(stranger), image)).toEqual({
      status: 404,
      body: { error: 'Pedido não encontrado.' },
    });
    expect((await upload(await cookieOf(admin), image)).status).toBe(404);
    expect((await upload(await cookieOf(buyer), image, { pedido: 'nao-existe' })).status).toBe(404);
    expect((await upload(await cookieOf(buyer), image, { finalidade: 'outra' })).status).toBe(400);
    expect(await t.db.selectFrom('evidence_photos').select('id').execute()).toEqual([]);
  });

  it('takes packing photos from the seller of a paid order only', async () => {
    const image = await photo();
    expect((await upload(await cookieOf(seller), image, { finalidade: 'packing' })).status).toBe(201);
    expect((await upload(await cookieOf(buyer), image, { finalidade: 'packing' })).status).toBe(409);
  });

  it('refuses a 20 MB photo with the size message and keeps nothing', async () => {
    const res = await upload(await cookieOf(buyer), Buffer.alloc(20 * 1024 * 1024));
    expect(res).toEqual({ status: 413, body: { error: 'A foto deve ter no máximo 5 MB.' } });
    expect(
      existsSync(join(t.dataDir, 'evidence')) && readdirSync(join(t.dataDir, 'evidence')).length,
    ).toBeFalsy();
  });
});

describe('GET /evidencias/<hash>.webp', () => {
  it('serves the order’s two parties and admins, and is a 404 to anyone else', async () => {
    const { body } = await upload(await cookieOf(buyer), await photo());
    const url = `${base}${body.url}`;
    const get = async (user: SessionUser | null) =>
      fetch(url, user ? { headers: { cookie: await cookieOf(user) } } : {});
    for (const user of [buyer, seller, admin]) {
      const res = await get(user);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    expect((await get(stranger)).status).toBe(404);
    expect((await get(null)).status).toBe(404);
    expect(
      (
        await fetch(`${base}/evidencias/${'0'.repeat(64)}.webp`, {
          headers: { cookie: await cookieOf(admin) },
        })
      ).status,
    ).toBe(404);
    expect(
      (await fetch(`${base}/evidencias/..%2Fsecret.webp`, { headers: { cookie: await cookieOf(admin) } }))
        .status,
    ).toBe(404);
  });
});

describe('an admin’s look at the evidence', () => {
  it('is audited once per admin and order, not per image; the parties’ own looks are not', async () => {
    const urls = [
      (await upload(await cookieOf(buyer), await photo())).body.url,
      (await upload(await cookieOf(seller), await photo('#1d4ed8'))).body.url,
    ];
    const looks = () =>
      t.db.selectFrom('audit_log').selectAll().where('action', '=', 'evidence.view').execute();
    for (const user of [buyer, seller])
      await fetch(`${base}${urls[0]}`, { headers: { cookie: await cookieOf(user) } });
    expect(await looks()).toEqual([]);
    const cookie = await cookieOf(admin);
    const gallery = await Promise.all(
      [...urls, ...urls].map((url) => fetch(`${base}${url}`, { headers: { cookie } })),
    );
    expect(gallery.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await looks()).toEqual([
      expect.objectContaining({ actor_id: admin.id, target_type: 'order', target_id: orderId }),
    ]);
  });
});

describe('claimEvidence', () => {
  it('accepts only photos this member uploaded for this order and purpose', async () => {
    const mine = (await upload(await cookieOf(buyer), await photo('#15803d'))).body.url ?? '';
    const theirs = (await upload(await cookieOf(seller), await photo('#1d4ed8'))).body.url ?? '';
    const claimed = await claimEvidence(t.db, {
      orderId,
      userId: buyer.id,
      purpose: 'problem',
      urls: [mine],
    });
    expect(claimed).toEqual([{ url: mine, receivedAt: expect.any(String) }]);
    const refused = claimEvidence(t.db, {
      orderId,
      userId: buyer.id,
      purpose: 'problem',
      urls: [mine, theirs],
    });
    await expect(refused).rejects.toBeInstanceOf(RuleError);
    await expect(
      claimEvidence(t.db, { orderId, userId: buyer.id, purpose: 'packing', urls: [mine] }),
    ).rejects.toThrow('Uma das fotos não foi enviada por você para este pedido. Envie-a novamente.');
  });
});
