import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';
import { TRANSITIONS } from './transitions.ts';

// The counts beside 'Minhas compras' and 'Minhas vendas' (docs/product/orders.md#what-awaits-you):
// the orders where the member has a step to take, read from the same rules that let them take it.

type Party = 'buyer' | 'seller';

/**
 * The orders that await `party`'s step. The moves of TRANSITIONS that this party alone takes, in
 * the states and for the delivery the table names; cancelling is anyone's choice, never awaited.
 * Two steps live outside the table and are read here as their functions check them: 'Já paguei'
 * (reportPayment: awaiting payment, nothing reported yet) is the buyer's, and the handover
 * (confirmHandover: a paid pickup order) is each party's until they confirmed it.
 */
function awaitsStep(eb: ExpressionBuilder<Database, 'orders'>, party: Party) {
  const moves = Object.values(TRANSITIONS)
    .filter((rule) => rule.by === party)
    .map((rule) =>
      eb.and([
        eb('orders.status', 'in', rule.from),
        ...(rule.only ? [eb('orders.delivery_method', '=', rule.only)] : []),
      ]),
    );
  const handover = eb.and([
    eb('orders.delivery_method', '=', 'retirada'),
    eb('orders.status', '=', 'pago'),
    eb(party === 'buyer' ? 'orders.handover_buyer_at' : 'orders.handover_seller_at', 'is', null),
  ]);
  const payment =
    party === 'buyer'
      ? [
          eb.and([
            eb('orders.status', '=', 'aguardando_pagamento'),
            eb('orders.payment_reported_at', 'is', null),
          ]),
        ]
      : [];
  return eb.or([...moves, handover, ...payment]);
}

/** How many of the member's purchases and sales await their step, in one query. */
export async function awaitingCounts(
  db: Executor,
  userId: string,
): Promise<{ compras: number; vendas: number }> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn
        .countAll<number>()
        .filterWhere((f) => f.and([f('orders.buyer_id', '=', userId), awaitsStep(f, 'buyer')]))
        .as('compras'),
      eb.fn
        .countAll<number>()
        .filterWhere((f) => f.and([f('orders.seller_id', '=', userId), awaitsStep(f, 'seller')]))
        .as('vendas'),
    ])
    .where((eb) => eb.or([eb('orders.buyer_id', '=', userId), eb('orders.seller_id', '=', userId)]))
    .executeTakeFirstOrThrow();
  return { compras: Number(row.compras), vendas: Number(row.vendas) };
}
