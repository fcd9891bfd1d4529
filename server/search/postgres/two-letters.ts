import { normalizeText } from '../normalize.ts';

// Two-letter queries on PostgreSQL (docs/decisions/027-search-on-postgresql.md): no index narrows
// two letters, so every listed book is read. Folding each field with unaccent for that is what
// made them slow; instead the two letters become a regular expression over the text as stored,
// each letter a class of every character that folds to it ('o' → [oóòôõöOÓÒÔÕÖ…]), which
// PostgreSQL matches without unaccent. Precomposed Latin letters fold to one letter, so positions
// are those of the folded text, as normalizeText keeps them (shared/accents.ts).

/** The last code point searched for variants: the end of Latin Extended-B. */
const LAST_LATIN = 0x024f;

/** Every character up to LAST_LATIN that folds to one character, by what it folds to. */
const VARIANTS: ReadonlyMap<string, string[]> = (() => {
  const variants = new Map<string, string[]>();
  for (let code = 0x20; code <= LAST_LATIN; code++) {
    const char = String.fromCodePoint(code);
    const folded = normalizeText(char);
    if (folded.length !== 1) continue;
    const list = variants.get(folded) ?? [];
    list.push(char);
    variants.set(folded, list);
  }
  return variants;
})();

/** A character taken literally in a PostgreSQL regular expression (ARE). */
function literal(char: string): string {
  return /[\p{L}\p{N} ]/u.test(char) ? char : `\\${char}`;
}

/** The regular expression matching a folded two-letter query in unfolded text. */
export function twoLetterPattern(query: string): string {
  return [...query]
    .map((char) => {
      const variants = VARIANTS.get(char);
      return variants && variants.length > 1 ? `[${variants.map(literal).join('')}]` : literal(char);
    })
    .join('');
}
