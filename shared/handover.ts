// The notes the order history keeps when a party confirms a handover in person
// (docs/product/delivery.md#handing-over-in-person); the order page shows them as written.
export const HANDOVER_NOTES = {
  buyer: 'Comprador confirmou que recebeu os livros em mãos',
  seller: 'Vendedor confirmou que entregou os livros em mãos',
} as const;
