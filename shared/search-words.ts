/**
 * The words search matches on, once each, in order: runs of letters and digits three long or more
 * of an already folded text (shared/accents.ts foldText). The vocabulary a typed word is widened
 * against holds exactly these (docs/decisions/033-search-documents-on-postgresql.md,
 * docs/decisions/034-search-on-disk.md).
 */
export function searchWords(folded: string): string[] {
  return [...new Set(splitWords(folded).filter((w) => w.length >= 3))];
}

/** Every run of letters and digits of a folded text, in order: its words, however short. */
export function splitWords(folded: string): string[] {
  return folded.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
}
