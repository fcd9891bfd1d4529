/**
 * The order history's note when the buyer presses 'Já paguei' (docs/product/pix.md#payment-reported-by-the-buyer): the
 * event keeps the status 'aguardando_pagamento', since only the seller's 'Pagamento recebido' moves
 * the order on; this note is what tells it apart from the checkout event.
 */
export const PAYMENT_REPORTED_NOTE = 'Comprador informou o pagamento via Pix';
