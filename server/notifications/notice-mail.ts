import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Executor } from '../../db/client.ts';
import {
  isNotificationKind,
  NOTIFICATION_KIND_LIST,
  type NotificationKind,
} from '../../shared/notifications.ts';
import type { Deps } from '../context.ts';
import { pathOf, requestUrl, sendJson } from '../http/index.ts';
import { linkSignatureValid, queueMail, type SignerConfig, signLink } from '../mail/index.ts';
import type { NotificationItem } from './item.ts';
import type { NotifierConfig } from './notifier.ts';
import { saveNotificationSettings } from './settings.ts';

// The notifications' mail (docs/product/notifications.md#e-mail): pt-BR, naming the event and
// linking to it, each with a signed link that turns that kind's mail off without signing in
// (docs/decisions/030-notifications.md#one-unsubscribe-signer). The digest's link turns off every
// kind. The page at the link (client/routes/notificacoes.sair.tsx) confirms with its own POST.

export const NOTIFICATIONS_UNSUBSCRIBE_PATH = '/notificacoes/sair';
const PURPOSE = 'notifications-unsubscribe';

/** What an unsubscribe link turns off: one kind, or every kind ('todas', the digest's link). */
export type UnsubscribeScope = NotificationKind | 'todas';

export function notificationUnsubscribeUrl(
  config: SignerConfig & Pick<NotifierConfig, 'PUBLIC_URL'>,
  userId: string,
  scope: UnsubscribeScope,
): string {
  const url = new URL(NOTIFICATIONS_UNSUBSCRIBE_PATH, config.PUBLIC_URL);
  url.searchParams.set('u', userId);
  url.searchParams.set('k', scope);
  url.searchParams.set('t', signLink(config, PURPOSE, `${userId}:${scope}`));
  return url.toString();
}

const absolute = (config: Pick<NotifierConfig, 'PUBLIC_URL'>, path: string) =>
  new URL(path, config.PUBLIC_URL).toString();

async function recipientOf(db: Executor, userId: string) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.email', 'profiles.name'])
    .where('users.id', '=', userId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
}

const footer = (unsubscribe: string, what: string) =>
  `\n\n--\nVocê recebe este e-mail porque ativou ${what} em Meu Perfil > Notificações.\nPara não receber mais: ${unsubscribe}\n`;

/** One notification's mail, queued in the caller's transaction. */
export async function queueNotificationMail(
  db: Executor,
  config: NotifierConfig,
  userId: string,
  item: NotificationItem,
  now: Date,
): Promise<void> {
  const to = await recipientOf(db, userId);
  if (!to) return;
  const unsubscribe = notificationUnsubscribeUrl(config, userId, item.kind);
  const body = `Olá, ${to.name}!\n\n${item.text}.\n\nVeja em: ${absolute(config, item.path)}${footer(unsubscribe, 'este aviso')}`;
  await queueMail(
    db,
    {
      user_id: userId,
      kind: 'notification',
      to_email: to.email,
      subject: `Releia: ${item.text}`,
      body,
      unsubscribe_url: unsubscribe,
    },
    Boolean(config.SMTP_URL),
    now,
  );
}

/** The daily digest's mail: the day's unread notifications, one line each. */
export async function queueDigestMail(
  db: Executor,
  config: NotifierConfig,
  userId: string,
  items: readonly NotificationItem[],
  now: Date,
): Promise<boolean> {
  const to = await recipientOf(db, userId);
  if (!to || items.length === 0) return false;
  const unsubscribe = notificationUnsubscribeUrl(config, userId, 'todas');
  const lines = items.map((i) => `- ${i.text}: ${absolute(config, i.path)}`).join('\n');
  const body = `Olá, ${to.name}!\n\nO que aconteceu no Releia:\n\n${lines}\n\nTodas em: ${absolute(config, '/notificacoes')}${footer(unsubscribe, 'o resumo diário')}`;
  const count = items.length === 1 ? '1 notificação' : `${items.length} notificações`;
  await queueMail(
    db,
    {
      user_id: userId,
      kind: 'notification_digest',
      to_email: to.email,
      subject: `Releia: seu resumo do dia (${count})`,
      body,
      unsubscribe_url: unsubscribe,
    },
    Boolean(config.SMTP_URL),
    now,
  );
  return true;
}

/** Turns off the mail a signed link names; false for a wrong or foreign link. */
export async function unsubscribeNotificationsByLink(
  db: Executor,
  config: SignerConfig,
  link: { userId: string; scope: string; token: string },
): Promise<boolean> {
  const { userId, scope, token } = link;
  if (scope !== 'todas' && !isNotificationKind(scope)) return false;
  if (!linkSignatureValid(config, PURPOSE, `${userId}:${scope}`, token)) return false;
  const exists = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!exists) return false;
  const kinds = scope === 'todas' ? NOTIFICATION_KIND_LIST : [scope];
  await saveNotificationSettings(db, userId, { email: Object.fromEntries(kinds.map((k) => [k, false])) });
  return true;
}

export function isNotificationsOneClick(req: IncomingMessage): boolean {
  return req.method === 'POST' && pathOf(req) === NOTIFICATIONS_UNSUBSCRIBE_PATH;
}

/** POST /notificacoes/sair?u=&k=&t= from a mail client's one-click unsubscribe (RFC 8058). */
export function createNotificationsOneClickHandler({ db, config }: Deps) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    // The body (List-Unsubscribe=One-Click) says nothing the address does not.
    req.resume();
    const q = requestUrl(req).searchParams;
    const link = { userId: q.get('u') ?? '', scope: q.get('k') ?? '', token: q.get('t') ?? '' };
    if (await unsubscribeNotificationsByLink(db, config, link))
      sendJson(res, 200, { message: 'Você não vai mais receber estes e-mails do Releia.' });
    else sendJson(res, 400, { error: 'Link de descadastro inválido.' });
  };
}
