import { z } from 'zod';
import { evidenceUrlsInput } from '../evidence.ts';
import { PROBLEM_OUTCOMES, PROBLEM_REASONS } from '../problems.ts';

// Inputs of an order's problem and of its mediation (docs/product/problems.md): the order page's
// forms and the admin's decision parse the same schemas the server does.

export const PROBLEM_TEXT_MAX = 10_000;
export const DECISION_TEXT_MAX = 5_000;

const orderId = z.uuid('Pedido inválido.');
const problemId = z.uuid('Problema inválido.');

const problemText = z
  .string('Descreva o problema.')
  .trim()
  .min(1, 'Descreva o problema.')
  .max(
    PROBLEM_TEXT_MAX,
    `O texto pode ter no máximo ${PROBLEM_TEXT_MAX.toLocaleString('pt-BR')} caracteres.`,
  );

export const problemOrderInput = z.object({ orderId });

export const problemOpenInput = z.object({
  orderId,
  reason: z.enum(PROBLEM_REASONS, 'Escolha o motivo.'),
  text: problemText,
  photos: evidenceUrlsInput,
});

/** A proposal a side makes: a discount names its amount (in cents); the others do not. */
export const proposalInput = z
  .object({
    outcome: z.enum(['devolver', 'reenviar', 'desconto'], 'Escolha a proposta.'),
    cents: z.number().int('Valor inválido.').positive('Informe o valor do desconto.').nullish(),
  })
  .refine((p) => p.outcome !== 'desconto' || (p.cents ?? 0) > 0, {
    message: 'Informe o valor do desconto.',
    path: ['cents'],
  });

export const problemReplyInput = z.object({
  orderId,
  text: problemText,
  photos: evidenceUrlsInput,
  proposal: proposalInput.nullish(),
});

export const problemAcceptInput = z.object({
  orderId,
  replyId: z.number().int().positive('Proposta inválida.'),
});

export const refundPixKeyInput = z.object({
  orderId,
  pixKey: z
    .string('Informe sua chave Pix.')
    .trim()
    .min(1, 'Informe sua chave Pix.')
    .max(140, 'Chave Pix longa demais.'),
});

export const mediationCaseInput = z.object({ problemId });

export const mediationDecideInput = z
  .object({
    problemId,
    outcome: z.enum(PROBLEM_OUTCOMES, 'Escolha a decisão.'),
    cents: z.number().int('Valor inválido.').positive('Informe o valor do desconto.').nullish(),
    reason: z
      .string('Escreva o motivo da decisão.')
      .trim()
      .min(10, 'Escreva o motivo da decisão (ao menos 10 caracteres): as duas partes vão lê-lo.')
      .max(
        DECISION_TEXT_MAX,
        `O motivo pode ter no máximo ${DECISION_TEXT_MAX.toLocaleString('pt-BR')} caracteres.`,
      ),
  })
  .refine((d) => d.outcome !== 'desconto' || (d.cents ?? 0) > 0, {
    message: 'Informe o valor do desconto.',
    path: ['cents'],
  });

export type ProblemOpenInput = z.output<typeof problemOpenInput>;
export type ProblemReplyInput = z.output<typeof problemReplyInput>;
