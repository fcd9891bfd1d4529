import { formatPrice } from '../../../shared/format.ts';
import { PROBLEM_OUTCOME_LABELS, type ProblemOutcome, type ProblemStatus } from '../../../shared/problems.ts';

// How the order page names a problem's state and outcomes (docs/product/problems.md).

export const PROBLEM_STATUS_LABELS: Record<ProblemStatus, string> = {
  aberto: 'Aguardando resposta',
  respondido: 'Respondido',
  em_mediacao: 'Em mediação',
  resolvido: 'Resolvido',
};

/** 'Desconto de R$ 10,00', 'Devolver o valor (R$ 52,00)', 'Reenviar'. */
export function outcomeWords(outcome: ProblemOutcome, cents: number | null): string {
  if (outcome === 'desconto') return `Desconto de ${formatPrice(cents ?? 0)}`;
  if (outcome === 'devolver' && cents) return `${PROBLEM_OUTCOME_LABELS.devolver} (${formatPrice(cents)})`;
  return PROBLEM_OUTCOME_LABELS[outcome];
}

export const sideWord = (side: 'buyer' | 'seller') => (side === 'buyer' ? 'Comprador' : 'Vendedor');
