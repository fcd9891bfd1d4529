/**
 * An order's short id, which people can read over the phone and which the Pix code carries as its
 * txid (docs/product/pix.md#pix-code): the id's first 8 characters, uppercase.
 */
export function orderNumber(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
