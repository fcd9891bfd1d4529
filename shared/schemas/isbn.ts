import { z } from 'zod';
import { isbn13FromTyped } from '../isbn.ts';
import { ISBN_INVALID } from './books.ts';

// An ISBN to fill the add-book form from (docs/product/listing.md#prefill-from-the-isbn): typed
// either way, answered as its ISBN-13.

export const isbnLookupInput = z.object({
  isbn: z
    .string({ error: ISBN_INVALID })
    .max(40, ISBN_INVALID)
    .transform((v, ctx) => {
      const isbn13 = isbn13FromTyped(v);
      if (isbn13) return isbn13;
      ctx.addIssue({ code: 'custom', message: ISBN_INVALID, path: [] });
      return z.NEVER;
    }),
});

/** An edition's facts, as a provider tells them (server/isbn/providers.ts) and as the form gets them. */
export interface EditionFacts {
  title: string;
  subtitle: string | null;
  authors: string[];
  publisher: string | null;
  year: number | null;
  pages: number | null;
  /** A language code as the form keeps it ('pt', 'en'...), null when the provider does not say. */
  language: string | null;
  synopsis: string | null;
}

/** What a provider knows of an edition, cut to the add-book form's limits. */
export interface IsbnFacts extends EditionFacts {
  isbn: string;
  /** The cover as a photo stored here ('/images/books/….webp'), never the provider's address. */
  coverPhoto: string | null;
}

/**
 * The answer to a lookup: `not_found` also stands for providers that failed or took too long, so
 * the form is filled by hand alike; `off` when the install asks no provider (ISBN_PROVIDERS=off).
 */
export type IsbnAnswer = { status: 'found'; facts: IsbnFacts } | { status: 'not_found' } | { status: 'off' };

/** Said when nothing was filled: docs/product/listing.md#prefill-from-the-isbn. */
export const ISBN_NOT_FOUND = 'Não encontramos este ISBN. Preencha os dados à mão.';
