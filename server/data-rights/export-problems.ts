import type { Executor } from '../../db/client.ts';
import { PROBLEM_REASON_LABELS } from '../../shared/problems.ts';

// The problems of the member's orders, for their export (docs/product/data-rights.md#download):
// each with its whole thread, as the order page shows it to both parties, and the evidence photos
// the member sent with the time Releia received them. The buyer's refund Pix key goes only to the
// buyer who gave it.

export async function exportProblems(db: Executor, userId: string) {
  const problems = await db
    .selectFrom('order_problems as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select([
      'p.id',
      'p.order_id as orderId',
      'p.opened_by as openedBy',
      'p.reason',
      'p.text',
      'p.photos',
      'p.status',
      'p.outcome',
      'p.outcome_cents as outcomeCents',
      'p.resolved_by as resolvedBy',
      'p.decision_text as decisionText',
      'p.refund_pix_key as refundPixKey',
      'p.outcome_confirmed_at as outcomeConfirmedAt',
      'p.created_at as createdAt',
      'o.buyer_id as buyerId',
    ])
    .where((eb) => eb.or([eb('o.buyer_id', '=', userId), eb('o.seller_id', '=', userId)]))
    .orderBy('p.created_at')
    .execute();
  const ids = problems.map((p) => p.id);
  const replies = ids.length
    ? await db
        .selectFrom('problem_replies')
        .select(['problem_id', 'author_id', 'text', 'photos', 'proposal', 'proposal_cents', 'created_at'])
        .where('problem_id', 'in', ids)
        .orderBy('id')
        .execute()
    : [];
  const evidence = await db
    .selectFrom('evidence_photos')
    .select(['order_id as orderId', 'url', 'purpose', 'received_at as receivedAt'])
    .where('uploaded_by', '=', userId)
    .orderBy('received_at')
    .execute();
  return {
    problems: problems.map(({ id, openedBy, buyerId, refundPixKey, reason, photos, ...p }) => ({
      ...p,
      openedByMe: openedBy === userId,
      reason: PROBLEM_REASON_LABELS[reason],
      photos: JSON.parse(photos) as string[],
      refundPixKey: buyerId === userId ? refundPixKey : null,
      replies: replies
        .filter((r) => r.problem_id === id)
        .map((r) => ({
          mine: r.author_id === userId,
          text: r.text,
          photos: JSON.parse(r.photos) as string[],
          proposal: r.proposal,
          proposalCents: r.proposal_cents,
          createdAt: r.created_at,
        })),
    })),
    evidencePhotosSent: evidence,
  };
}
