import { z } from 'zod';
import { bookCreateInput, bookIdInput, bookUpdateInput } from '../../shared/schemas/books.ts';
import { findBookDetail } from '../catalog/index.ts';
import { RuleError } from '../errors.ts';
import { notifying } from '../notifications/index.ts';
import { protectedProcedure, router, sellerProcedure } from '../trpc.ts';
import { nudgeWantMatcher } from '../wants/index.ts';
import { bulkProcedure } from './bulk.router.ts';
import {
  defaultLocation,
  insertBook,
  listOwnBooks,
  markOwnBookSold,
  removeOwnBook,
  updateOwnBook,
} from './listings.ts';
import { assertEditPhotosStored, assertPhotosStored } from './photos.ts';

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
      assertPhotosStored(ctx.config.DATA_DIR, input.photos);
      const id = await insertBook(ctx.db, ctx.user.id, input);
      nudgeWantMatcher();
      const book = await findBookDetail(ctx.db, id);
      return { id, path: book?.path ?? `/livro/${id}` };
    }),

  /** The seller's own book only: another user's id changes nothing. */
  update: protectedProcedure.input(bookUpdateInput).mutation(async ({ ctx, input }) => {
    const { photos } = input.changes;
    if (photos) await assertEditPhotosStored(ctx.db, ctx.config.DATA_DIR, ctx.user.id, input.id, photos);
    const updated = await notifying(ctx, (n) =>
      updateOwnBook(ctx.db, ctx.user.id, input.id, input.changes, n),
    );
    if (!updated) throw new RuleError('NOT_FOUND', 'Erro ao atualizar livro.');
    return { message: 'Livro atualizado com sucesso.' };
  }),

  remove: protectedProcedure.input(bookIdInput).mutation(async ({ ctx, input }) => {
    if (!(await removeOwnBook(ctx.db, ctx.user.id, input.id))) {
      throw new RuleError('NOT_FOUND', 'Erro ao remover livro.');
    }
    return { message: 'Livro removido com sucesso.' };
  }),

  /** Many of the seller's books at once: price, pause, relist or remove (docs/product/selling.md#many-books-at-once). */
  bulk: bulkProcedure,

  /** A book sold outside Releia leaves the listings at once. */
  markSold: protectedProcedure.input(bookIdInput).mutation(async ({ ctx, input }) => {
    if (!(await markOwnBookSold(ctx.db, ctx.user.id, input.id))) {
      throw new RuleError('NOT_FOUND', 'Erro ao atualizar livro.');
    }
    return { message: 'Livro marcado como vendido.' };
  }),
});
