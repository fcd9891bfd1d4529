import type { Executor } from '../../db/client.ts';
import { invalidateUserSessions, writeAudit } from '../accounts/index.ts';
import type { Context } from '../context.ts';
import { RuleError } from '../errors.ts';
import { findBookForAdmin, hideBook } from './books.ts';
import { suspendUser } from './suspensions.ts';
import { findUserForAdmin } from './users.ts';

// What several admin screens do: the errors they answer with, and suspending a user or hiding a
// book with its audit entry (from its own screen or when resolving a report).

export type AdminCtx = Context & { user: NonNullable<Context['user']> };

export const conflict = (message: string) => new RuleError('CONFLICT', message);
export const userNotFound = () => new RuleError('NOT_FOUND', 'Usuário não encontrado.');
export const bookNotFound = () => new RuleError('NOT_FOUND', 'Livro não encontrado');

/**
 * Suspension as one step: the account, its books, its sessions and the audit entry. Admins are
 * never suspended (their role is revoked first), so nobody locks Releia out of its own admin area.
 */
export async function suspend(trx: Executor, ctx: AdminCtx, userId: string, reason: string, via?: string) {
  const target = await findUserForAdmin(trx, userId);
  if (!target) throw userNotFound();
  if (target.id === ctx.user.id) throw conflict('Você não pode suspender a própria conta.');
  if (target.isAdmin) throw conflict('Remova o acesso de administrador antes de suspender esta conta.');
  const hidden = await suspendUser(trx, userId, reason);
  if (hidden === null) throw conflict('Esta conta já está suspensa.');
  await invalidateUserSessions(trx, userId);
  await writeAudit(trx, {
    actorId: ctx.user.id,
    ip: ctx.ip,
    action: 'user.suspend',
    targetType: 'user',
    targetId: userId,
    reason,
    details: {
      label: `${target.name} <${target.email}>`,
      booksHidden: hidden,
      ...(via ? { report: via } : {}),
    },
  });
  return hidden;
}
export async function hide(trx: Executor, ctx: AdminCtx, bookId: string, reason: string, via?: string) {
  const book = await findBookForAdmin(trx, bookId);
  if (!book) throw bookNotFound();
  if (!(await hideBook(trx, bookId, reason))) {
    throw conflict(
      book.status === 'hidden' ? 'Este livro já está oculto.' : 'Só livros à venda podem ser ocultados.',
    );
  }
  await writeAudit(trx, {
    actorId: ctx.user.id,
    ip: ctx.ip,
    action: 'book.hide',
    targetType: 'book',
    targetId: bookId,
    reason,
    details: { label: book.title, previousStatus: book.status, ...(via ? { report: via } : {}) },
  });
}
