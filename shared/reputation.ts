// How reputations read (docs/product/reviews.md#reputation): the figures the server counts, put
// into the words the store page, checkout and the seller's order page show.

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

export const NEW_SELLER = 'Novo vendedor';

/** 'Membro desde novembro de 2024' (the month in Brasília, near enough for a month). */
export function memberSinceLabel(iso: string): string {
  const d = new Date(Date.parse(iso) - 3 * 60 * 60 * 1000);
  return `Membro desde ${MONTHS[d.getUTCMonth()] ?? ''} de ${d.getUTCFullYear()}`;
}

/** '12 pedidos concluídos', '1 pedido concluído'. */
export function completedLabel(n: number): string {
  return n === 1 ? '1 pedido concluído' : `${n} pedidos concluídos`;
}

/** '80% enviados em até 3 dias', or null when no order counts yet. */
export function sentQuicklyLabel(s: { counted: number; quick: number }, days: number): string | null {
  if (s.counted === 0) return null;
  return `${Math.round((100 * s.quick) / s.counted)}% enviados em até ${days} dias`;
}

/** 'Responde em cerca de 2 horas': minutes under an hour, hours under two days, then days. */
export function replyTimeLabel(minutes: number | null): string | null {
  if (minutes === null) return null;
  if (minutes < 60) {
    const m = Math.max(1, Math.round(minutes));
    return `Responde em cerca de ${m} ${m === 1 ? 'minuto' : 'minutos'}`;
  }
  if (minutes < 48 * 60) {
    const h = Math.round(minutes / 60);
    return `Responde em cerca de ${h} ${h === 1 ? 'hora' : 'horas'}`;
  }
  return `Responde em cerca de ${Math.round(minutes / (24 * 60))} dias`;
}

/**
 * 'Nenhum problema relatado', or '3 problemas relatados: 1 resolvido em acordo, 1 pela moderação,
 * 1 em aberto' (the parts with none left out).
 */
export function problemsLabel(p: {
  opened: number;
  byAgreement: number;
  byModeration: number;
  open: number;
}) {
  if (p.opened === 0) return 'Nenhum problema relatado';
  const head = p.opened === 1 ? '1 problema relatado' : `${p.opened} problemas relatados`;
  const parts = [
    p.byAgreement > 0 ? `${p.byAgreement} resolvido${p.byAgreement === 1 ? '' : 's'} em acordo` : null,
    p.byModeration > 0 ? `${p.byModeration} pela moderação` : null,
    p.open > 0 ? `${p.open} em aberto` : null,
  ].filter((x) => x !== null);
  return parts.length > 0 ? `${head}: ${parts.join(', ')}` : head;
}

/** '5 pedidos pagos, 1 cancelado sem pagamento'. */
export function paymentsLabel(paid: number, unpaid: number): string {
  const head = paid === 1 ? '1 pedido pago' : `${paid} pedidos pagos`;
  if (unpaid === 0) return `${head}, nenhum cancelado sem pagamento`;
  return `${head}, ${unpaid} ${unpaid === 1 ? 'cancelado' : 'cancelados'} sem pagamento`;
}
