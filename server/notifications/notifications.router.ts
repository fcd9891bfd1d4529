import type { DB } from '../../db/client.ts';
import {
  notificationIdInput,
  notificationSettingsInput,
  notificationsPageInput,
  notificationsUnsubscribeInput,
} from '../../shared/schemas/notifications.ts';
import { RuleError } from '../errors.ts';
import { protectedProcedure, publicProcedure, router } from '../trpc.ts';
import { unsubscribeNotificationsByLink } from './notice-mail.ts';
import {
  latestNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  ownsNotification,
  unreadNotificationCount,
} from './notices.ts';
import { announce, createNotifier, type NotifierConfig } from './notifier.ts';
import { notificationPageOutput, notificationsOutput } from './outputs.ts';
import { readNotificationSettings, saveNotificationSettings } from './settings.ts';

// Notificações (docs/product/notifications.md): each member sees and changes only their own.
// A read is announced like a new one, so the bell of every tab shows the new count.

const procedure = protectedProcedure.meta({
  signIn: { title: 'Login necessário', description: 'Faça login para ver suas notificações.' },
});

const notFound = () => new RuleError('NOT_FOUND', 'Notificação não encontrada.');

async function announceTo(ctx: { db: DB; config: NotifierConfig }, userId: string) {
  const notifier = createNotifier(ctx.config);
  notifier.recipients.add(userId);
  await announce(ctx.db, notifier);
}

export const notificationsRouter = router({
  /** /notificacoes: every notification, newest first, a page at a time. */
  list: procedure
    .input(notificationsPageInput)
    .output(notificationPageOutput)
    .query(({ ctx, input }) => listNotifications(ctx.db, ctx.user.id, input.cursor)),

  /** The bell's dropdown: the latest ten. */
  latest: procedure.output(notificationsOutput).query(({ ctx }) => latestNotifications(ctx.db, ctx.user.id)),

  unreadCount: procedure.query(({ ctx }) => unreadNotificationCount(ctx.db, ctx.user.id)),

  /** Opening one marks it read; marking it again is harmless. */
  markRead: procedure.input(notificationIdInput).mutation(async ({ ctx, input }) => {
    const me = ctx.user.id;
    if (await markNotificationRead(ctx.db, me, input.id)) await announceTo(ctx, me);
    else if (!(await ownsNotification(ctx.db, me, input.id))) throw notFound();
    return { unread: await unreadNotificationCount(ctx.db, me) };
  }),

  markAllRead: procedure.mutation(async ({ ctx }) => {
    const me = ctx.user.id;
    if ((await markAllNotificationsRead(ctx.db, me)) > 0) await announceTo(ctx, me);
    return { unread: 0 };
  }),

  /** The 'Notificações' section of /dashboard. */
  settings: procedure.query(({ ctx }) => readNotificationSettings(ctx.db, ctx.user.id)),

  updateSettings: procedure.input(notificationSettingsInput).mutation(async ({ ctx, input }) => {
    await ctx.db.transaction().execute((trx) => saveNotificationSettings(trx, ctx.user.id, input));
    return readNotificationSettings(ctx.db, ctx.user.id);
  }),

  /** The mail's unsubscribe link, signed out (docs/product/notifications.md#leaving-by-the-link). */
  unsubscribe: publicProcedure.input(notificationsUnsubscribeInput).mutation(async ({ ctx, input }) => {
    const link = { userId: input.userId, scope: input.kind, token: input.token };
    if (!(await unsubscribeNotificationsByLink(ctx.db, ctx.config, link)))
      throw new RuleError('BAD_REQUEST', 'Link de descadastro inválido.');
    return { message: 'Pronto: você não vai mais receber estes e-mails do Releia.' };
  }),
});
