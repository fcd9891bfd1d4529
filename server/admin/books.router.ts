import { adminBookActionInput, adminBooksListInput } from '../../shared/schemas/admin.ts';
import { writeAudit } from '../accounts/index.ts';
import { removeBook } from '../listings/index.ts';
import { adminProcedure, router } from '../trpc.ts';
import { findBookForAdmin, listBooksForAdmin, reinstateBook } from './books.ts';
import { bookNotFound, conflict, hide } from './moderation.ts';
import { adminBooksOutput } from './outputs.ts';

// The admin books screen (docs/product/admin.md).

export const adminBooksRouter = router({
  list: adminProcedure
    .input(adminBooksListInput)
    .output(adminBooksOutput)
    .query(({ ctx, input }) => listBooksForAdmin(ctx.db, input)),

  /** The seller sees the state and the reason in Minha Estante. */
  hide: adminProcedure.input(adminBookActionInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      await hide(trx, ctx, input.bookId, input.reason);
      return { message: 'Livro ocultado.' };
    }),
  ),

  reinstate: adminProcedure.input(adminBookActionInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const book = await findBookForAdmin(trx, input.bookId);
      if (!book) throw bookNotFound();
      if (book.sellerSuspendedAt) {
        throw conflict('O vendedor está suspenso: reative a conta para os livros voltarem.');
      }
      if (!(await reinstateBook(trx, input.bookId)))
        throw conflict('Só livros ocultos podem ser republicados.');
      await writeAudit(trx, {
        actorId: ctx.user.id,
        ip: ctx.ip,
        action: 'book.reinstate',
        targetType: 'book',
        targetId: input.bookId,
        reason: input.reason,
        details: { label: book.title },
      });
      return { message: 'Livro republicado.' };
    }),
  ),

  /** The same rule as a seller's removal: kept as 'removed' when an order refers to it, else deleted. */
  remove: adminProcedure.input(adminBookActionInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const book = await findBookForAdmin(trx, input.bookId);
      if (!book) throw bookNotFound();
      const outcome = await removeBook(trx, input.bookId);
      if (!outcome) throw conflict('Este livro já foi removido.');
      await writeAudit(trx, {
        actorId: ctx.user.id,
        ip: ctx.ip,
        action: 'book.remove',
        targetType: 'book',
        targetId: input.bookId,
        reason: input.reason,
        details: { label: book.title, previousStatus: book.status, outcome, sellerId: book.sellerId },
      });
      return { message: 'Livro removido com sucesso.' };
    }),
  ),
});
