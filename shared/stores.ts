// Limits of the seller store page (docs/product/stores.md), without zod.

/** Books per page of 'Livros Disponíveis'. */
export const STORE_PAGE_SIZE = 24;
