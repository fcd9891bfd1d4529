import { z } from 'zod';
import { ORDER_STATUSES } from '../../shared/order-status.ts';
import { PROBLEM_OUTCOMES, PROBLEM_REASONS, PROBLEM_STATUSES } from '../../shared/problems.ts';

// What the order page and the mediation screen receive of a problem (docs/product/problems.md).
// Only the order's two parties and admins ever get these answers.

const side = z.enum(['buyer', 'seller']);
const photo = z.object({ url: z.string(), receivedAt: z.string() });

export const problemReplyOutput = z.object({
  id: z.number().int(),
  author: side,
  authorName: z.string(),
  text: z.string(),
  photos: z.array(photo),
  proposal: z.enum(PROBLEM_OUTCOMES).nullable(),
  proposalCents: z.number().int().nullable(),
  acceptedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const problemOutput = z.object({
  id: z.string(),
  reason: z.enum(PROBLEM_REASONS),
  text: z.string(),
  photos: z.array(photo),
  status: z.enum(PROBLEM_STATUSES),
  openedBy: side,
  openedByName: z.string(),
  createdAt: z.string(),
  answerDueAt: z.string(),
  mediationRequestedBy: side.nullable(),
  mediationRequestedAt: z.string().nullable(),
  outcome: z.enum(PROBLEM_OUTCOMES).nullable(),
  outcomeCents: z.number().int().nullable(),
  resolvedBy: z.enum(['acordo', 'moderacao']).nullable(),
  resolvedAt: z.string().nullable(),
  decisionText: z.string().nullable(),
  /** The buyer's key for money back: this answer only reaches the order's parties and admins. */
  refundPixKey: z.string().nullable(),
  outcomeConfirmedAt: z.string().nullable(),
  replies: z.array(problemReplyOutput),
});

export const problemRightsOutput = z.object({
  reply: z.boolean(),
  accept: z.number().int().nullable(),
  requestMediation: z.boolean(),
  confirm: z.boolean(),
  setPixKey: z.boolean(),
});

export const orderProblemsOutput = z.object({
  viewer: side,
  totalCents: z.number().int(),
  /** 'Relatar problema' is offered. */
  canOpen: z.boolean(),
  problems: z.array(problemOutput),
  /** What the viewer may do with the current (first) problem; null without one. */
  can: problemRightsOutput.nullable(),
});

export const stepOutput = z.object({ message: z.string() });

export const openOutput = z.object({ id: z.string(), message: z.string() });

export const mediationQueueOutput = z.array(
  z.object({
    problemId: z.string(),
    orderId: z.string(),
    orderNumber: z.string(),
    reason: z.enum(PROBLEM_REASONS),
    requestedAt: z.string(),
    requestedBy: side,
    buyerName: z.string(),
    sellerName: z.string(),
    totalCents: z.number().int(),
  }),
);

export const mediationCaseOutput = z.object({
  order: z.object({
    id: z.string(),
    number: z.string(),
    status: z.enum(ORDER_STATUSES),
    totalCents: z.number().int(),
    trackingCode: z.string().nullable(),
    createdAt: z.string(),
    buyerName: z.string(),
    sellerName: z.string(),
  }),
  problem: problemOutput,
  packingPhotos: z.array(photo),
  timeline: z.array(
    z.object({
      at: z.string(),
      kind: z.enum(['pedido', 'problema', 'resposta', 'mediacao', 'decisao', 'mensagem', 'embalagem']),
      actor: z.enum(['buyer', 'seller', 'admin']).nullable(),
      actorName: z.string().nullable(),
      text: z.string(),
    }),
  ),
});
