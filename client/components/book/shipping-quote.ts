import type { DeliveryQuote } from '../../../shared/delivery.ts';

/** One way the seller delivers this book to the CEP typed, its price and its condition or deadline. */
export type ShippingOption = DeliveryQuote;

export const SHIPPING_ERROR = 'Erro ao calcular frete. Tente novamente.';
export const NO_SHIPPING = 'Este vendedor não entrega nesse CEP: ele só entrega em mãos na cidade dele.';
