import type { SessionUser } from '../../server/context.ts';
import type { EvidencePurpose } from '../../shared/problems.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { recordEvidence } from '../helpers/evidence-photos.ts';
import { createOrder, createUser } from '../helpers/factories.ts';

// The cast of the problem tests: a buyer and a seller of one order, a third member and an admin,
// and evidence photos recorded as POST /uploads/evidencias would (tests/server/evidence.test.ts
// tests the endpoint itself).

export async function problemWorld(t: TestDb, status: 'pago' | 'enviado' | 'entregue' = 'enviado') {
  const seller = await createUser(t.db, { name: 'Vendedora' });
  const buyer = await createUser(t.db, { name: 'Comprador' });
  const stranger = await createUser(t.db, { name: 'Terceira' });
  const admin = await createUser(t.db, { name: 'Moderadora', admin: true });
  const { orderId } = await createOrder(t.db, {
    buyerId: buyer.id,
    sellerId: seller.id,
    status,
    priceCents: 4000,
  });
  return {
    seller,
    buyer,
    stranger,
    admin,
    orderId,
    /** R$ 40,00 and R$ 12,00 of shipping (tests/helpers/factories.ts orderRow). */
    totalCents: 5200,
    as: (user: SessionUser | null) => callerFor(t, user),
  };
}

export type ProblemWorld = Awaited<ReturnType<typeof problemWorld>>;

/** A fresh database holding a problemWorld, where each problem test starts. */
export async function freshProblemWorld() {
  const t = await createTestDb();
  return { t, w: await problemWorld(t) };
}

/** Evidence photos of `user` for the order, as the upload endpoint records them. */
export async function evidence(
  t: TestDb,
  orderId: string,
  user: SessionUser,
  count: number,
  purpose: EvidencePurpose = 'problem',
): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < count; i++)
    urls.push(await recordEvidence(t.db, { orderId, uploadedBy: user.id, purpose }));
  return urls;
}

/** The notifications' details of `userId`, oldest first. */
export async function detailsOf(t: TestDb, userId: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('notifications')
    .select('detail')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.detail ?? '');
}

/** The id of the order's problem (one per order in these tests). */
export async function problemIdOf(t: TestDb, orderId: string): Promise<string> {
  const problem = await t.db
    .selectFrom('order_problems')
    .select('id')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return problem.id;
}
