import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { bookCreateInput, bookIdInput, bookUpdateInput } from '../../shared/schemas/books.ts';
import { findBookDetail } from '../catalog/index.ts';
import type { Context } from '../context.ts';
import { RuleError } from '../errors.ts';
import { notifying } from '../notifications/index.ts';
import { storedPhotoExists } from '../photos/index.ts';
import { protectedProcedure, router, sellerProcedure } from '../trpc.ts';
import { nudgeWantMatcher } from '../wants/index.ts';
import {
  BookInputError,
  defaultLocation,
  insertBook,
  listOwnBooks,
  markOwnBookSold,
  removeOwnBook,
  updateOwnBook,
} from './listings.ts';

/**
 * Every photo must be a file this server stored: a URL that merely looks right (a guessed hash,
 * a file lost with a restored backup) would show a broken cover. Photos the book already has
 * stay accepted, so an edit never fails over a file that is not the seller's doing.
 */
function checkPhotos(ctx: Context, photos: string[] | undefined, current: readonly string[] = []) {
  const missing = photos?.some((p) => !current.includes(p) && !storedPhotoExists(ctx.config.DATA_DIR, p));
  if (missing)
    throw new RuleError('BAD_REQUEST', 'Foto não encontrada. Envie a foto novamente.', { field: 'photos' });
}

// A seller's own books: listing, editing, removing and marking sold. Served under `books` beside
// the catalogue's reads (server/app-router.ts merges the two).
export const listingsRouter = router({
  /** Minha Estante: the signed-in user's own listings, sold ones included. */
  mine: protectedProcedure.query(({ ctx }) => listOwnBooks(ctx.db, ctx.user.id)),

  /** Where the add-book form's location starts (docs/product/selling.md#location); null when unknown. */
  defaultLocation: protectedProcedure
    .output(z.object({ location: z.string().nullable() }))
    .query(async ({ ctx }) => ({ location: await defaultLocation(ctx.db, ctx.user.id) })),

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
