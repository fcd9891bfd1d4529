import type { Executor } from '../../db/client.ts';
import { evidenceTimes } from '../evidence/index.ts';
import type { OrderForProblem, ProblemRow, ReplyRow } from './repository.ts';
import { listReplies, namesOf, parsePhotos } from './repository.ts';
import type { Side } from './rules.ts';

// A problem as the order page and the mediation screen read it: names, sides and each photo
// stamped with the time the server received it.

export async function problemViews(db: Executor, order: OrderForProblem, problems: readonly ProblemRow[]) {
  const replies = await listReplies(
    db,
    problems.map((p) => p.id),
  );
  const urls = [...problems.map((p) => p.photos), ...replies.map((r) => r.photos)].flatMap(parsePhotos);
  const times = await evidenceTimes(db, order.id, urls);
  const names = await namesOf(db, [
    order.buyer_id,
    order.seller_id,
    ...replies.map((r) => r.author_id),
    ...problems.map((p) => p.opened_by),
  ]);
  const sideOf = (userId: string | null): Side | null =>
    userId === null ? null : userId === order.buyer_id ? 'buyer' : 'seller';
  const photos = (json: string) =>
    parsePhotos(json).map((url) => ({ url, receivedAt: times.get(url) ?? '' }));
  const replyView = (r: ReplyRow) => ({
    id: r.id,
    author: sideOf(r.author_id) ?? 'buyer',
    authorName: names.get(r.author_id) ?? 'Membro',
    text: r.text,
    photos: photos(r.photos),
    proposal: r.proposal,
    proposalCents: r.proposal_cents,
    acceptedAt: r.accepted_at,
    createdAt: r.created_at,
  });
  return problems.map((p) => ({
    id: p.id,
    reason: p.reason,
    text: p.text,
    photos: photos(p.photos),
    status: p.status,
    openedBy: sideOf(p.opened_by) ?? 'buyer',
    openedByName: names.get(p.opened_by) ?? 'Membro',
    createdAt: p.created_at,
    answerDueAt: p.answer_due_at,
    mediationRequestedBy: sideOf(p.mediation_requested_by),
    mediationRequestedAt: p.mediation_requested_at,
    outcome: p.outcome,
    outcomeCents: p.outcome_cents,
    resolvedBy: p.resolved_by,
    resolvedAt: p.resolved_at,
    decisionText: p.decision_text,
    refundPixKey: p.refund_pix_key,
    outcomeConfirmedAt: p.outcome_confirmed_at,
    replies: replies.filter((r) => r.problem_id === p.id).map(replyView),
  }));
}
