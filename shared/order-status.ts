// An order's states (docs/product/orders.md#states) and their pt-BR labels. Here rather than in
// db/schema.ts because the order pages, the admin dashboard and the conversation's order card
// name them too; db/schema.ts imports the type for its column types.

export const ORDER_STATUSES = ['aguardando_pagamento', 'pago', 'enviado', 'entregue', 'cancelado'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  aguardando_pagamento: 'Aguardando pagamento',
  pago: 'Pago',
  enviado: 'Enviado',
  entregue: 'Entregue',
  cancelado: 'Cancelado',
};
