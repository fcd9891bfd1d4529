// Every deadline of an order and of what follows it, in one table (docs/product/orders.md#deadlines,
// docs/product/problems.md, docs/product/reviews.md). Each counts from the moment the order entered
// its current status (orders.status_since) unless its comment says otherwise. Server rules, the
// deadlines job, the order page's "what happens next" and the docs read these values only.

const DAY_MS = 24 * 60 * 60 * 1000;

export const ORDER_DEADLINES = {
  /** 'Aguardando pagamento': cancelled after this many days, books back on sale. */
  paymentDays: 3,
  /** The buyer's 'Já paguei' extends the payment deadline once, by this many days. */
  paymentExtensionDays: 2,
  /** 'Pago' and not sent: after this many days the buyer may cancel at once. */
  shipDays: 7,
  /** 'Pago', pickup, not handed over: after this many days the buyer may cancel at once. */
  pickupHandoverDays: 10,
  /** 'Pago' and still not sent or handed over: cancelled after this many days. */
  paidCancelDays: 14,
  /** 'Enviado' becomes 'Entregue' by itself after this many days, unless a problem is open. */
  deliveredAfterShippingDays: 14,
  /** A pickup one side confirmed becomes 'Entregue' this many days after that confirmation. */
  pickupConfirmDays: 3,
  /** Notices go out this long before a deadline fires. */
  warnBeforeDays: 1,
  /** The other side's time to answer a problem, from its opening. */
  problemAnswerDays: 3,
  /** Buyer and seller review each other within this many days of 'Entregue'. */
  reviewWindowDays: 14,
  /** A reputation counts an order as sent quickly when sent within this many days of payment. */
  sentQuicklyDays: 3,
} as const;

/** `iso` moved by `days` days, as an ISO string. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * DAY_MS).toISOString();
}
