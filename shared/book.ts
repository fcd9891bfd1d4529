// A listing's status and condition as the database stores them. Here rather than in db/schema.ts
// because the client's filters and the shared labels need them, and shared code must not know the
// database; db/schema.ts imports them for its column types.

export type BookStatus = 'available' | 'reserved' | 'sold' | 'hidden' | 'removed';

/**
 * 'Erro ao salvar livro: ' plus the reason: every failure to list a new book, whichever side finds
 * it (docs/product/selling.md#errors). The server words its own refusals so; the add-book page
 * passes the rest through here, and a sentence that has the lead already keeps it once.
 */
export function bookSaveFailure(reason: string): string {
  const lead = 'Erro ao salvar livro: ';
  return reason.startsWith(lead) ? reason : `${lead}${reason}`;
}

/** A book's location when its seller gave none and has neither a profile location nor an address. */
export const NO_LOCATION = 'Não informado';

/** Every condition a book row may hold, including two the add-book form no longer offers. */
export const BOOK_CONDITIONS = [
  'novo',
  'usado_como_novo',
  'usado_otimo',
  'usado_bom',
  'usado_aceitavel',
  'usado_regular',
] as const;

export type BookCondition = (typeof BOOK_CONDITIONS)[number];
