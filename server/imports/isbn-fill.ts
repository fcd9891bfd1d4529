import type { Executor } from '../../db/client.ts';
import { bookCreateInput } from '../../shared/schemas/books.ts';
import { type IsbnConfig, lookupIsbn } from '../isbn/index.ts';
import type { BookInput } from './rows.ts';

// A sheet's row with only an ISBN, completed by the ISBN prefill when it is listed
// (docs/product/spreadsheets.md#rows-with-only-an-isbn): the sheet's cells first, the facts in the
// empty ones.

/** docs/product/spreadsheets.md#rows-with-only-an-isbn */
export const ISBN_NOT_FILLED = 'Não encontramos este ISBN. Preencha o título e o autor na planilha.';
export const ISBN_OFF = 'Este servidor não consulta ISBNs. Preencha o título e o autor na planilha.';
export const ISBN_UNAVAILABLE =
  'Os serviços de ISBN não responderam. Preencha o título e o autor ou importe esta linha mais tarde.';

/**
 * 'retry': a provider failed or the server's pace ran out (nothing was kept), worth asking again
 * later; 'unknown' and 'off' are final.
 */
export type Fill = { kind: 'filled'; input: BookInput } | { kind: 'unknown' | 'off' | 'retry' };

export async function fillFromIsbn(
  db: Executor,
  config: IsbnConfig,
  input: BookInput,
  isbn13: string,
  now: Date,
): Promise<Fill> {
  if (config.ISBN_PROVIDERS.length === 0) return { kind: 'off' };
  const facts = await lookupIsbn({ db, config }, isbn13, { now });
  if (!facts) {
    // lookupIsbn keeps an ISBN nobody knows, never one a provider failed on.
    const kept = await db
      .selectFrom('isbn_lookups')
      .select('found')
      .where('isbn', '=', isbn13)
      .executeTakeFirst();
    return { kind: kept ? 'unknown' : 'retry' };
  }
  const authors = input.authors ?? facts.authors;
  const filled = bookCreateInput.safeParse({
    ...input,
    title: input.title ?? facts.title,
    author: authors[0],
    authors,
    publisher: input.publisher ?? facts.publisher,
    year: input.year ?? facts.year,
    language: input.language ?? facts.language ?? 'pt',
    description: input.description ?? facts.synopsis,
    pages: facts.pages,
    ...(facts.coverPhoto ? { photos: [facts.coverPhoto] } : {}),
  });
  return filled.success ? { kind: 'filled', input: filled.data } : { kind: 'unknown' };
}
