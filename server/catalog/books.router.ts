import {
  bookIdInput,
  bookListInput,
  bookSlugInput,
  browseInput,
  languageInput,
  pageInput,
  RELATED_LIMIT,
  sectionInput,
} from '../../shared/schemas/books.ts';
import { bookIdFromSlug } from '../../shared/slug.ts';
import type { Context } from '../context.ts';
import { RuleError } from '../errors.ts';
import { publicProcedure, router } from '../trpc.ts';
import { listBestSellers } from './best-sellers.ts';
import { browseBooks, facetName, listFacet, listNewest, listSection } from './browse.ts';
import { listCopies } from './copies.ts';
import { findBookDetail } from './detail.ts';
import { visibleTo } from './listed.ts';
import {
  bestSellersOutput,
  bookBySlugOutput,
  bookCardPageOutput,
  bookCardsOutput,
  bookCopiesOutput,
  bookOutput,
  namedBookPageOutput,
} from './outputs.ts';
import { relatedBooks } from './related.ts';

const notFound = () => new RuleError('NOT_FOUND', 'Livro não encontrado');

/**
 * A book as its page shows it. Hidden and removed books exist only for their seller (and
 * admins), so everyone else gets the same 'Livro não encontrado' as for an unknown id.
 */
async function visibleBook(ctx: Context, id: string) {
  const book = await findBookDetail(ctx.db, id);
  if (!book) throw notFound();
  if (!visibleTo({ status: book.status, sellerId: book.seller.id }, ctx.user)) throw notFound();
  return book;
}

// The catalogue's reads under `books`; the seller's own writes to it are in
// server/listings/listings.router.ts, merged into the same namespace by server/app-router.ts.
export const booksRouter = router({
  /** Available books, newest first, 50 a page by default (docs/product/limits.md#lists). */
  list: publicProcedure
    .input(bookListInput)
    .output(bookCardPageOutput)
    .query(({ ctx, input }) => listNewest(ctx.db, input)),

  /** One home carousel: at most 12 books (docs/product/limits.md#lists). */
  section: publicProcedure
    .input(sectionInput)
    .output(bookCardsOutput)
    .query(({ ctx, input }) => listSection(ctx.db, input.slug, input.limit)),

  byId: publicProcedure
    .input(bookIdInput)
    .output(bookOutput)
    .query(({ ctx, input }) => visibleBook(ctx, input.id)),

  /**
   * The book page's data from its SEO slug or a bare UUID: the id is the last five hyphen groups.
   * `canonicalPath` lets the page replace an old or partial slug with the current one.
   */
  bySlug: publicProcedure
    .input(bookSlugInput)
    .output(bookBySlugOutput)
    .query(async ({ ctx, input }) => {
      const id = bookIdFromSlug(input.slug);
      if (!id) throw notFound();
      const book = await visibleBook(ctx, id);
      return { book, canonicalPath: book.path };
    }),

  /** Up to 6 books sharing author, category or city. */
  related: publicProcedure
    .input(bookIdInput)
    .output(bookCardsOutput)
    .query(async ({ ctx, input }) => {
      const book = await findBookDetail(ctx.db, input.id);
      return book ? relatedBooks(ctx.db, book, RELATED_LIMIT) : [];
    }),

  /**
   * The other listed copies of the book's work, at most 20 (docs/product/book-page.md#outros-exemplares).
   * The book itself must exist for the reader, as on its page.
   */
  copies: publicProcedure
    .input(bookIdInput)
    .output(bookCopiesOutput)
    .query(async ({ ctx, input }) => {
      await visibleBook(ctx, input.id);
      return listCopies(ctx.db, input.id);
    }),

  /** Books by an author, with the author's name as written on the books. */
  byAuthor: publicProcedure
    .input(browseInput)
    .output(namedBookPageOutput)
    .query(async ({ ctx, input }) => ({
      ...(await browseBooks(ctx.db, { kind: 'author', slug: input.slug }, input)),
      name: await facetName(ctx.db, 'author', input.slug),
    })),

  byPublisher: publicProcedure
    .input(browseInput)
    .output(namedBookPageOutput)
    .query(async ({ ctx, input }) => ({
      ...(await browseBooks(ctx.db, { kind: 'publisher', slug: input.slug }, input)),
      name: await facetName(ctx.db, 'publisher', input.slug),
    })),

  /** Category pages, including the 'lancamentos' (newest) and 'populares' (most liked) slugs. */
  byCategory: publicProcedure
    .input(browseInput)
    .output(bookCardPageOutput)
    .query(({ ctx, input }) => browseBooks(ctx.db, { kind: 'category', slug: input.slug }, input)),

  byLanguage: publicProcedure
    .input(languageInput)
    .output(bookCardPageOutput)
    .query(({ ctx, input }) => browseBooks(ctx.db, { kind: 'language', language: input.language }, input)),

  /** 'Mais Vendidos': copies of the works most sold on Releia, then the most liked. */
  bestSellers: publicProcedure
    .input(pageInput)
    .output(bestSellersOutput)
    .query(({ ctx, input }) => listBestSellers(ctx.db, input)),

  authors: publicProcedure.input(pageInput).query(({ ctx, input }) => listFacet(ctx.db, 'author', input)),
  publishers: publicProcedure
    .input(pageInput)
    .query(({ ctx, input }) => listFacet(ctx.db, 'publisher', input)),
});
