/** ISBN-13 check digit: weights 1 and 3 alternating, the total rounded up to a multiple of 10. */
export function isbn13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** ISBN-10 check character: weights 10 down to 2, modulo 11, 10 written X. */
export function isbn10CheckChar(first9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/**
 * The ISBN-13 digits of what a person typed (docs/product/listing.md#the-isbn): an ISBN-13 (978
 * or 979) or an ISBN-10 (X, either case, as its check), hyphens and spaces allowed, whose check
 * holds; null for anything else. The one rule the listing form, the book schema and search share.
 */
export function isbn13FromTyped(typed: string): string | null {
  const compact = typed.trim().toUpperCase().replace(/[\s-]/g, '');
  if (/^97[89]\d{10}$/.test(compact))
    return String(isbn13CheckDigit(compact.slice(0, 12))) === compact.slice(12) ? compact : null;
  if (!/^\d{9}[\dX]$/.test(compact) || isbn10CheckChar(compact.slice(0, 9)) !== compact.slice(9)) return null;
  const first12 = `978${compact.slice(0, 9)}`;
  return first12 + isbn13CheckDigit(first12);
}
