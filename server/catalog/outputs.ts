import { z } from 'zod';
import { BOOK_CONDITIONS, type BookStatus } from '../../shared/book.ts';
import { COVER_TYPES } from '../../shared/schemas/books.ts';
import { pageOf, textOf } from '../outputs.ts';
import type { BestSellersRanking } from './best-sellers.ts';

// What book cards and the book page send (server/catalog/cards.ts, book-detail.ts):
// the book, and of its seller only the public profile.

/** A seller as every card shows them. */
const cardSeller = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  photoUrl: z.string().nullable(),
});

export const bookCardOutput = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  priceCents: z.number(),
  photo: z.string().nullable(),
  city: z.string(),
  likesCount: z.number(),
  path: z.string(),
  createdAt: z.string(),
  seller: cardSeller,
});

export const bookCardsOutput = z.array(bookCardOutput);
export const bookCardPageOutput = pageOf(bookCardOutput);

/** An author's or a publisher's page: its name as written on the books, and a page of them. */
export const namedBookPageOutput = bookCardPageOutput.extend({ name: z.string().nullable() });

/** 'Mais Vendidos', and which ranking filled it. */
export const bestSellersOutput = bookCardPageOutput.extend({ ranking: textOf<BestSellersRanking>() });

const bookDetailOutput = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  authors: z.array(z.string()),
  authorSlug: z.string(),
  publisher: z.string().nullable(),
  publisherSlug: z.string().nullable(),
  isbn: z.string().nullable(),
  isbn13: z.string().nullable(),
  condition: z.enum(BOOK_CONDITIONS),
  priceCents: z.number(),
  currency: z.string(),
  description: z.string().nullable(),
  genre: z.string().nullable(),
  category: z.object({ slug: z.string(), name: z.string() }).nullable(),
  year: z.number().nullable(),
  language: z.string(),
  city: z.string(),
  photos: z.array(z.string()),
  status: textOf<BookStatus>(),
  // Why an admin hid it, which the page shows its seller.
  statusReason: z.string().nullable(),
  available: z.boolean(),
  stock: z.number(),
  viewsCount: z.number(),
  likesCount: z.number(),
  edition: z.string().nullable(),
  pages: z.number().nullable(),
  coverType: z.enum(COVER_TYPES).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  path: z.string(),
  seller: cardSeller.extend({
    location: z.string().nullable(),
    since: z.string(),
    storeName: z.string().nullable(),
    rating: z.object({ average: z.number(), totalReviews: z.number(), totalSales: z.number() }).nullable(),
  }),
});

/** Other copies of a book's work (docs/product/book-page.md#outros-exemplares). */
export const bookCopiesOutput = z.array(
  z.object({
    id: z.string(),
    path: z.string(),
    title: z.string(),
    priceCents: z.number(),
    condition: z.enum(BOOK_CONDITIONS),
    photo: z.string().nullable(),
    seller: z.object({ name: z.string(), city: z.string() }),
  }),
);

/** The book page, by id. */
export const bookOutput = bookDetailOutput;

/** The book page, by its SEO slug, with the address it should be shown at. */
export const bookBySlugOutput = z.object({ book: bookDetailOutput, canonicalPath: z.string() });
