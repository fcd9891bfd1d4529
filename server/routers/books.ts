import { TRPCError } from '@trpc/server';
import {
  bookCreateInput,
  bookIdInput,
  bookListInput,
  bookSlugInput,
  bookUpdateInput,
  browseInput,
  languageInput,
  pageInput,
  RELATED_LIMIT,
  sectionInput,
} from '../../shared/schemas/books.ts';
import { bookIdFromSlug } from '../../shared/slug.ts';
import { fieldError } from '../auth/errors.ts';
import { storedPhotoExists } from '../auth/photo-upload.ts';
import type { Context } from '../context.ts';
import { notifying } from '../notifications/notifier.ts';
import {
  bestSellersOutput,
  bookBySlugOutput,
  bookCardPageOutput,
  bookCardsOutput,
  bookOutput,
  namedBookPageOutput,
  storeListOutput,
} from '../outputs/books.ts';
import { listBestSellers } from '../repositories/best-sellers.ts';
import { browseBooks, facetName, listFacet, listNewest, listSection } from '../repositories/book-browse.ts';
import { findBookDetail } from '../repositories/book-detail.ts';
import { visibleTo } from '../repositories/listed.ts';
import {
  BookInputError,
  insertBook,
  listOwnBooks,
  markOwnBookSold,
  removeOwnBook,
  updateOwnBook,
} from '../repositories/listings.ts';
import { relatedBooks } from '../repositories/related-books.ts';
import { listStores } from '../repositories/stores.ts';
import { protectedProcedure, publicProcedure, router, sellerProcedure } from '../trpc.ts';
import { nudgeWantMatcher } from '../wants/matcher.ts';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Livro não encontrado' });

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

/**
 * Every photo must be a file this server stored: a URL that merely looks right (a guessed hash,
 * a file lost with a restored backup) would show a broken cover. Photos the book already has
 * stay accepted, so an edit never fails over a file that is not the seller's doing.
 */
function checkPhotos(ctx: Context, photos: string[] | undefined, current: readonly string[] = []) {
  const missing = photos?.some((p) => !current.includes(p) && !storedPhotoExists(ctx.config.DATA_DIR, p));
  if (missing) throw fieldError('BAD_REQUEST', 'photos', 'Foto não encontrada. Envie a foto novamente.');
}

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
  stores: publicProcedure
    .input(pageInput)
    .output(storeListOutput)
    .query(({ ctx, input }) => listStores(ctx.db, input)),

  /** Minha Estante: the signed-in user's own listings, sold ones included. */
  mine: protectedProcedure.query(({ ctx }) => listOwnBooks(ctx.db, ctx.user.id)),

  /** Only eligible sellers list books (docs/product/selling.md#who-can-sell); every rule of docs/product/selling.md#add-book-form applies. */
  create: sellerProcedure
    .meta({ signIn: { title: 'Erro', description: 'Usuário não autenticado' } })
    .input(bookCreateInput)
    .mutation(async ({ ctx, input }) => {
      checkPhotos(ctx, input.photos);
      try {
        const id = await insertBook(ctx.db, ctx.user.id, input);
        nudgeWantMatcher();
        const book = await findBookDetail(ctx.db, id);
        return { id, path: book?.path ?? `/livro/${id}` };
      } catch (error) {
        throw saveError(error);
      }
    }),

  /** The seller's own book only: another user's id changes nothing. */
  update: protectedProcedure.input(bookUpdateInput).mutation(async ({ ctx, input }) => {
    if (input.changes.photos) {
      const book = await findBookDetail(ctx.db, input.id);
      checkPhotos(ctx, input.changes.photos, book?.seller.id === ctx.user.id ? book.photos : []);
    }
    let updated: boolean;
    try {
      updated = await notifying(ctx, (n) => updateOwnBook(ctx.db, ctx.user.id, input.id, input.changes, n));
    } catch (error) {
      throw error instanceof BookInputError
        ? new TRPCError({ code: 'BAD_REQUEST', message: error.message })
        : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Erro ao atualizar livro.', cause: error });
    }
    if (!updated) throw new TRPCError({ code: 'NOT_FOUND', message: 'Erro ao atualizar livro.' });
    return { message: 'Livro atualizado com sucesso.' };
  }),

  remove: protectedProcedure.input(bookIdInput).mutation(async ({ ctx, input }) => {
    if (!(await removeOwnBook(ctx.db, ctx.user.id, input.id))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'Erro ao remover livro.' });
    }
    return { message: 'Livro removido com sucesso.' };
  }),

  /** A book sold outside Releia leaves the listings at once. */
  markSold: protectedProcedure.input(bookIdInput).mutation(async ({ ctx, input }) => {
    if (!(await markOwnBookSold(ctx.db, ctx.user.id, input.id))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'Erro ao atualizar livro.' });
    }
    return { message: 'Livro marcado como vendido.' };
  }),
});

/** 'Erro ao salvar livro: ' plus the reason (docs/product/selling.md#errors), in words a seller understands. */
function saveError(error: unknown): TRPCError {
  if (error instanceof BookInputError) return new TRPCError({ code: 'BAD_REQUEST', message: error.message });
  const text = error instanceof Error ? error.message : '';
  const reason = text.includes('CHECK constraint')
    ? 'algum campo tem um valor não aceito.'
    : text.includes('FOREIGN KEY')
      ? 'sua conta ou a categoria não existe mais.'
      : 'erro inesperado no banco de dados.';
  return new TRPCError({
    code: 'INTERNAL_SERVER_ERROR',
    message: `Erro ao salvar livro: ${reason}`,
    cause: error,
  });
}
