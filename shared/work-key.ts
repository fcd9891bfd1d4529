import { isbn13CheckDigit } from './isbn.ts';
import { slugify } from './slug.ts';

/**
 * The ISBN-13 a book's ISBN stands for: digits and X only, an ISBN-10 turned into its 978 form
 * (the same book under its two numbers). Null for anything that is neither 10 nor 13 characters.
 */
export function isbn13Of(isbn: string | null | undefined): string | null {
  const raw = (isbn ?? '').toUpperCase().replace(/[^0-9X]/g, '');
  if (/^\d{13}$/.test(raw)) return raw;
  if (!/^\d{9}[\dX]$/.test(raw)) return null;
  const first12 = `978${raw.slice(0, 9)}`;
  return first12 + isbn13CheckDigit(first12);
}

/**
 * Which work a copy is, so sales of one copy count for every other copy of it
 * (docs/product/best-sellers.md#same-work): its ISBN when it has one, else its title and main
 * author with accents, case, punctuation and spacing ignored. Null when neither says anything.
 */
export function workKey(book: { isbn?: string | null; title: string; author: string }): string | null {
  const isbn = isbn13Of(book.isbn);
  if (isbn) return `isbn:${isbn}`;
  const title = slugify(book.title);
  if (!title) return null;
  return `obra:${title}|${slugify(book.author)}`;
}
