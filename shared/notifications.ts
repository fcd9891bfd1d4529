// Notificações (docs/product/notifications.md): the one list of what a member is told about, with
// each kind's label in the 'Notificações' settings, whether it is e-mailed by default and how its
// line reads. Offers and wanted books call the same notify() with their kinds
// (docs/decisions/030-notifications.md).

export interface NotificationText {
  /** Who did it, as the member sees them now; null when unknown or kept anonymous. */
  actorName: string | null;
  /** The book or books concerned, e.g. 'Dom Casmurro e mais 2 livros'. */
  bookTitle: string | null;
  /** A short extra: an order's new status, a message's first words, a rating. */
  detail: string | null;
}

interface KindRule {
  /** The checkbox label in /dashboard's 'Notificações'. */
  label: string;
  /** E-mailed unless the member turned it off (docs/product/notifications.md#e-mail). */
  email: boolean;
  /** The notification's line, in the bell, the page and the mail's subject. */
  text: (n: NotificationText) => string;
}

const who = (n: NotificationText) => n.actorName ?? 'Alguém';
const book = (n: NotificationText) => n.bookTitle ?? 'um livro';

export const NOTIFICATION_KINDS = {
  sale: { label: 'Vendas', email: true, text: (n) => `${who(n)} comprou ${book(n)}` },
  order_status: {
    label: 'Pedidos',
    email: true,
    text: (n) => `Pedido de ${book(n)}: ${n.detail ?? 'atualizado'}`,
  },
  message: { label: 'Mensagens', email: false, text: (n) => `Nova mensagem de ${who(n)}` },
  offer_received: {
    label: 'Ofertas recebidas',
    email: true,
    text: (n) => `${who(n)} fez uma oferta por ${book(n)}`,
  },
  offer_accepted: {
    label: 'Ofertas aceitas',
    email: true,
    text: (n) => `${who(n)} aceitou sua oferta por ${book(n)}`,
  },
  offer_declined: {
    label: 'Ofertas recusadas',
    email: true,
    text: (n) => `${who(n)} recusou sua oferta por ${book(n)}`,
  },
  offer_countered: {
    label: 'Contrapropostas',
    email: true,
    text: (n) => `${who(n)} fez uma contraproposta por ${book(n)}`,
  },
  // The buyer took the seller's counter-offer: the seller made that price, so 'sua oferta' would
  // name the wrong one (docs/product/glossary.md#trading).
  offer_counter_accepted: {
    label: 'Contrapropostas aceitas',
    email: true,
    text: (n) => `${who(n)} aceitou sua contraproposta por ${book(n)}`,
  },
  offer_expired: {
    label: 'Ofertas expiradas',
    email: true,
    // Told to both sides, and to a buyer whose accepted offer ended (docs/product/offers.md#expiry).
    text: (n) => `A oferta por ${book(n)} expirou`,
  },
  wanted_listed: {
    label: 'Livros procurados',
    email: true,
    text: (n) => `${book(n)}, que você procura, foi anunciado`,
  },
  follower: { label: 'Novos seguidores', email: false, text: (n) => `${who(n)} começou a seguir você` },
  review_received: {
    label: 'Avaliações recebidas',
    email: false,
    text: (n) => `${who(n)} avaliou seu pedido de ${book(n)}`,
  },
  review_reply: {
    label: 'Respostas às suas avaliações',
    email: false,
    text: (n) => `${who(n)} respondeu à sua avaliação`,
  },
  // Both reviews of an order became readable at once (docs/product/reviews.md#double-blind).
  reviews_revealed: {
    label: 'Avaliações reveladas',
    email: false,
    text: (n) => `As avaliações do pedido ${n.detail ?? ''} foram reveladas`,
  },
} as const satisfies Record<string, KindRule>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const NOTIFICATION_KIND_LIST = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

export function isNotificationKind(value: string): value is NotificationKind {
  return Object.hasOwn(NOTIFICATION_KINDS, value);
}

/** The line a notification reads as. */
export function notificationText(kind: NotificationKind, n: NotificationText): string {
  const rule: KindRule = NOTIFICATION_KINDS[kind];
  return rule.text(n);
}

/** How many the bell's dropdown shows; the rest are on /notificacoes. */
export const LATEST_NOTIFICATIONS = 10;

/** A page of /notificacoes. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The bell's accessible name, with the unread count: 'Notificações (3 não lidas)'. */
export function bellLabel(unread: number): string {
  if (unread <= 0) return 'Notificações';
  return `Notificações (${unread} ${unread === 1 ? 'não lida' : 'não lidas'})`;
}

/** A member's e-mail choices as the settings show them: one flag per kind and the digest. */
export interface NotificationSettings {
  email: Record<NotificationKind, boolean>;
  dailyDigest: boolean;
}

/**
 * 'Dom Casmurro' or 'Dom Casmurro e mais 2 livros' for an order of several books, named by the
 * first title in alphabetical order: an order's items keep no position, and every notification of
 * one order should name the same book.
 */
export function booksTitle(titles: readonly string[]): string | null {
  const [first, ...rest] = [...titles].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  if (first === undefined) return null;
  if (rest.length === 0) return first;
  return `${first} e mais ${rest.length} ${rest.length === 1 ? 'livro' : 'livros'}`;
}
