import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Executor } from '../../db/client.ts';
import { EVIDENCE_URL } from '../../shared/evidence.ts';
import type { EvidencePurpose } from '../../shared/problems.ts';
import { RuleError } from '../errors.ts';

// Private evidence photos (docs/product/problems.md#evidence-privacy). The files live in
// DATA_DIR/evidence, outside DATA_DIR/uploads, which /images/ serves to anyone: a photo of a
// parcel, a label or an address must never be reachable by guessing a public path.

export function evidenceDir(dataDir: string): string {
  return join(dataDir, 'evidence');
}

/** The file an evidence URL names, or null for anything that is not one. */
export function evidenceFile(dataDir: string, url: string): string | null {
  const hash = EVIDENCE_URL.exec(url)?.[1];
  return hash ? join(evidenceDir(dataDir), `${hash}.webp`) : null;
}

/** The order's parties, or null when `userId` is not one of them (or the order does not exist). */
export async function orderForParty(db: Executor, orderId: string, userId: string) {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'buyer_id', 'seller_id', 'status'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  return order && (order.buyer_id === userId || order.seller_id === userId) ? order : null;
}

/** Records a received photo; `received_at` is the server's clock, never the client's. */
export async function recordEvidence(
  db: Executor,
  row: { orderId: string; userId: string; purpose: EvidencePurpose; url: string },
  now = new Date(),
): Promise<{ url: string; receivedAt: string }> {
  const receivedAt = now.toISOString();
  await db
    .insertInto('evidence_photos')
    .values({
      id: randomUUID(),
      order_id: row.orderId,
      url: row.url,
      uploaded_by: row.userId,
      purpose: row.purpose,
      received_at: receivedAt,
    })
    .execute();
  return { url: row.url, receivedAt };
}

export interface ClaimedEvidence {
  url: string;
  receivedAt: string;
}

/**
 * Checks that each URL a form passes back was uploaded by `userId` for this order and purpose
 * (POST /uploads/evidencias), so nobody attaches a photo they did not send or one sent for
 * another order. Answers each with the time the server received it (the earliest, when the same
 * photo was sent twice), in the order given. Use it inside the step's transaction:
 *
 *   const photos = await claimEvidence(trx, { orderId, userId, purpose: 'packing', urls: input.photos });
 */
export async function claimEvidence(
  db: Executor,
  claim: { orderId: string; userId: string; purpose: EvidencePurpose; urls: readonly string[] },
): Promise<ClaimedEvidence[]> {
  if (claim.urls.length === 0) return [];
  const rows = await db
    .selectFrom('evidence_photos')
    .select(['url', 'received_at'])
    .where('order_id', '=', claim.orderId)
    .where('uploaded_by', '=', claim.userId)
    .where('purpose', '=', claim.purpose)
    .where('url', 'in', [...claim.urls])
    .execute();
  const received = new Map<string, string>();
  for (const row of rows) {
    const known = received.get(row.url);
    if (!known || row.received_at < known) received.set(row.url, row.received_at);
  }
  return claim.urls.map((url) => {
    const receivedAt = received.get(url);
    if (!receivedAt)
      throw new RuleError(
        'BAD_REQUEST',
        'Uma das fotos não foi enviada por você para este pedido. Envie-a novamente.',
        {
          field: 'photos',
        },
      );
    return { url, receivedAt };
  });
}

/** When each of these evidence URLs of the order was received (for showing them stamped). */
export async function evidenceTimes(db: Executor, orderId: string, urls: readonly string[]) {
  if (urls.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('evidence_photos')
    .select(['url', 'received_at'])
    .where('order_id', '=', orderId)
    .where('url', 'in', [...urls])
    .execute();
  const times = new Map<string, string>();
  for (const row of rows) {
    const known = times.get(row.url);
    if (!known || row.received_at < known) times.set(row.url, row.received_at);
  }
  return times;
}

/**
 * Whether `user` may see this photo: as a party of an order it was sent for, or as an admin who is
 * not one (that look is audited by the caller, for the order it names); null for anyone else.
 */
export async function evidenceAccess(
  db: Executor,
  url: string,
  user: { id: string; isAdmin: boolean },
): Promise<{ orderId: string; asAdmin: boolean } | null> {
  const rows = await db
    .selectFrom('evidence_photos')
    .innerJoin('orders', 'orders.id', 'evidence_photos.order_id')
    .select(['orders.id', 'orders.buyer_id', 'orders.seller_id'])
    .where('evidence_photos.url', '=', url)
    .orderBy('evidence_photos.received_at')
    .execute();
  const party = rows.find((r) => r.buyer_id === user.id || r.seller_id === user.id);
  if (party) return { orderId: party.id, asAdmin: false };
  const first = rows[0];
  return first && user.isAdmin ? { orderId: first.id, asAdmin: true } : null;
}
