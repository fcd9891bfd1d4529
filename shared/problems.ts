// The words of an order's problem (docs/product/problems.md): why it was opened, what a side
// proposes, and how it ended. Stored as these keys; shown by their labels.

export const PROBLEM_REASONS = ['nao_recebi', 'diferente', 'danificado', 'pagamento', 'outro'] as const;
export type ProblemReason = (typeof PROBLEM_REASONS)[number];
export const PROBLEM_REASON_LABELS: Record<ProblemReason, string> = {
  nao_recebi: 'Não recebi',
  diferente: 'Diferente do anúncio',
  danificado: 'Danificado',
  pagamento: 'Pagamento não reconhecido',
  outro: 'Outro',
};

/** aberto: waits for the other side's answer; respondido: answered; em_mediacao; resolvido. */
export const PROBLEM_STATUSES = ['aberto', 'respondido', 'em_mediacao', 'resolvido'] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];

/** What a side proposes, or a mediation decides, the seller does. */
export const PROBLEM_OUTCOMES = ['devolver', 'reenviar', 'desconto', 'nada'] as const;
export type ProblemOutcome = (typeof PROBLEM_OUTCOMES)[number];
export const PROBLEM_OUTCOME_LABELS: Record<ProblemOutcome, string> = {
  devolver: 'Devolver o valor',
  reenviar: 'Reenviar',
  desconto: 'Desconto',
  nada: 'Nenhuma ação',
};

/** Why a piece of evidence was sent. */
export const EVIDENCE_PURPOSES = ['packing', 'problem'] as const;
export type EvidencePurpose = (typeof EVIDENCE_PURPOSES)[number];

/**
 * The order history's notes of what a settled outcome did to the order
 * (docs/product/problems.md#outcomes-and-the-order): the page shows each as its step's title.
 */
export const REFUND_CANCEL_NOTE = 'Cancelado: valor devolvido ao comprador';
export const RESEND_NOTE = 'Reenvio combinado: o prazo de entrega recomeça';
