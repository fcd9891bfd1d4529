import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { callerFor, type TestDb } from '../helpers/db.ts';
import { recordEvidence } from '../helpers/evidence-photos.ts';
import { createOrder, createUser, sellerAndBuyer } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

// Packing photos when marking an order sent (docs/product/orders.md#marking-it-sent): the seller's
// own evidence photos of this order, claimed by orders.ship and shown to both parties with the
// time Releia received each.

let t: TestDb;
let seller: SessionUser;
let buyer: SessionUser;
beforeEach(async () => ({ t, seller, buyer } = await sellerAndBuyer()));
afterEach(() => t.close());

const TRACKING = 'AA123456785BR';
const paidOrder = async () =>
  (await createOrder(t.db, { buyerId: buyer.id, sellerId: seller.id, status: 'pago' })).orderId;

/** A photo as POST /uploads/evidencias records it: its private URL and the server's time. */
const evidence = (orderId: string, by: string, opts: { purpose?: 'packing' | 'problem'; at?: string } = {}) =>
  recordEvidence(t.db, {
    orderId,
    uploadedBy: by,
    purpose: opts.purpose ?? 'packing',
    receivedAt: opts.at ?? '2026-11-29T17:32:00.000Z',
  });

describe('orders.ship with packing photos', () => {
  it('keeps the claimed photos, shown to both parties in the order attached with when each was received', async () => {
    const id = await paidOrder();
    const first = await evidence(id, seller.id, { at: '2026-11-29T17:32:00.000Z' });
    const second = await evidence(id, seller.id, { at: '2026-11-29T17:33:00.000Z' });
    // Sent, then left out of the step: not part of the record.
    await evidence(id, seller.id);
    expect(
      await callerFor(t, seller).orders.ship({ id, trackingCode: TRACKING, photos: [second, first] }),
    ).toEqual({
      status: 'enviado',
    });
    const shown = [
      { url: second, receivedAt: '2026-11-29T17:33:00.000Z' },
      { url: first, receivedAt: '2026-11-29T17:32:00.000Z' },
    ];
    expect(await callerFor(t, buyer).orders.packingPhotos({ id })).toEqual(shown);
    expect(await callerFor(t, seller).orders.packingPhotos({ id })).toEqual(shown);
  });

  it('ships without photos, and shows none', async () => {
    const id = await paidOrder();
    await callerFor(t, seller).orders.ship({ id, trackingCode: TRACKING });
    expect(await callerFor(t, buyer).orders.packingPhotos({ id })).toEqual([]);
  });

  it("refuses another member's photo, a photo of another order or of a problem, and leaves the order paid", async () => {
    const id = await paidOrder();
    const other = await paidOrder();
    const refusals = [
      await evidence(id, buyer.id),
      await evidence(other, seller.id),
      await evidence(id, seller.id, { purpose: 'problem' }),
    ];
    for (const url of refusals)
      expect(
        await errorOf(callerFor(t, seller).orders.ship({ id, trackingCode: TRACKING, photos: [url] })),
      ).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Uma das fotos não foi enviada por você para este pedido. Envie-a novamente.',
      });
    expect(await callerFor(t, seller).orders.byId({ id })).toMatchObject({ status: 'pago' });
  });

  it('refuses 6 photos, a repeated one and a URL that is not an evidence photo', async () => {
    const id = await paidOrder();
    const six = [];
    for (let i = 0; i < 6; i++) six.push(await evidence(id, seller.id));
    expect(
      await errorOf(callerFor(t, seller).orders.ship({ id, trackingCode: TRACKING, photos: six })),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Envie no máximo 5 fotos.',
    });
    const [one] = six;
    expect(
      await errorOf(
        callerFor(t, seller).orders.ship({ id, trackingCode: TRACKING, photos: [one ?? '', one ?? ''] }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'A mesma foto foi enviada duas vezes.' });
    expect(
      await errorOf(
        callerFor(t, seller).orders.ship({ id, trackingCode: TRACKING, photos: ['/images/capa.webp'] }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'Foto inválida. Envie-a novamente.' });
  });

  it('shows the photos to the two parties only', async () => {
    const id = await paidOrder();
    await callerFor(t, seller).orders.ship({
      id,
      trackingCode: TRACKING,
      photos: [await evidence(id, seller.id)],
    });
    const stranger = await createUser(t.db);
    expect(await errorOf(callerFor(t, stranger).orders.packingPhotos({ id }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await errorOf(callerFor(t).orders.packingPhotos({ id }))).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
