import { ORDER_DEADLINES } from '../../shared/order-deadlines.ts';
import {
  AUTOMATIC_CANCEL,
  AUTOMATIC_DELIVERY,
  type Deadline,
  type DeadlineOrder,
} from '../../shared/order-next-step.ts';

// The words of the deadlines job (deadlines.ts): the history's note of an automatic step and the
// notices to the parties (docs/product/orders.md#deadlines). A notice reads as the detail of
// 'Pedido de <livro>: <detail>', the notification's line and its mail's subject.

const D = ORDER_DEADLINES;
const days = (n: number) => (n === 1 ? '1 dia' : `${n} dias`);
const sentence = (text: string) => text.replace(/\.$/, '');

/** The order_events note of a step the job took, saying it was automatic. */
export function automaticNote(order: Pick<DeadlineOrder, 'deliveryMethod' | 'status'>, deadline: Deadline) {
  const pickup = order.deliveryMethod === 'retirada';
  switch (deadline.key) {
    case 'pagamento':
      return `${AUTOMATIC_CANCEL}pagamento não confirmado em ${days(D.paymentDays)}`;
    case 'pagamento-prorrogado':
      return `${AUTOMATIC_CANCEL}pagamento não confirmado em ${days(D.paymentDays + D.paymentExtensionDays)}`;
    case 'cancelamento':
      return pickup
        ? `${AUTOMATIC_CANCEL}livros não entregues em mãos em ${days(D.paidCancelDays)}`
        : `${AUTOMATIC_CANCEL}pedido não enviado em ${days(D.paidCancelDays)}`;
    case 'entrega':
      return order.status === 'pago'
        ? `${AUTOMATIC_DELIVERY}${days(D.pickupConfirmDays)} após a confirmação da entrega em mãos`
        : `${AUTOMATIC_DELIVERY}${days(D.deliveredAfterShippingDays)} após o envio, sem problema relatado`;
    case 'envio':
      return null;
  }
}

/** The notice a day before a deadline: what happens next and by when. */
export function warningNotice(nextStep: string): string {
  return `Falta ${days(D.warnBeforeDays)} para o prazo. ${sentence(nextStep)}`;
}

/** The notice when a deadline fires: what the job did, or what the party may do now. */
export function firedNotice(order: DeadlineOrder, deadline: Deadline, nextStep: string | null): string {
  return sentence(automaticNote(order, deadline) ?? nextStep ?? '');
}
