/**
 * Text without its accents: NFD splits 'ç' into 'c' + cedilla and the combining marks go, so
 * 'Ficção' becomes 'Ficcao'. Every precomposed Latin letter decomposes into one base letter, so
 * positions in the text do not move (search scores them).
 */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/** Accent- and case-free: 'Ficção' and 'ficcao' become the same string. */
export function foldText(text: string): string {
  return stripAccents(text).toLowerCase();
}
