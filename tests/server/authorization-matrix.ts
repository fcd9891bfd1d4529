// The intended rights of every procedure, in one table: what happens when it is called as a
// visitor, as a normal user on someone else's data ("other"), as the owner of that data, and as an
// admin who does not own it. `npm run torture` prints the matrix from real HTTP calls against the
// production server (scripts/lib/matrix.ts) and authorization-matrix.test.ts fails on any
// difference, on a procedure without a row and on a row without a procedure.
//
// Each call runs in a fresh World (scripts/lib/matrix.ts builds it): the owner is an eligible
// seller with a store, listings, a cart, orders in every state on both sides, a conversation and
// a report against one of their books; "other" is a plain signed-in reader with nothing of theirs
// involved; "admin" holds the admin role and nothing else. Inputs always aim at the owner's data.
//
// Outcomes: 'ok' (2xx), or the tRPC code of the refusal. When "other" or a visitor succeeds, the
// answer must not contain any of the owner's private data (World.secrets): succeeding there
// means acting on or reading their own things, or public ones. A successful answer of a
// procedure with an output schema must name no key its schema does not (authorization-outputs.ts).

import { VALID_ADDRESS } from '../helpers/factories.ts';

export type Role = 'visitor' | 'other' | 'owner' | 'admin';
export const ROLES: readonly Role[] = ['visitor', 'other', 'owner', 'admin'];

export type Outcome = 'ok' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_REQUEST' | 'CONFLICT';

export interface World {
  owner: { id: string; email: string; username: string; password: string };
  /** The other party of the owner's orders and conversation (not one of the four roles). */
  counterpart: { id: string };
  ownerBook: string;
  /** One of the owner's books that an admin hid. */
  ownerHiddenBook: string;
  /** The owner's cart item, holding an available book of the counterpart. */
  cartItem: string;
  orders: {
    /** Owner sells, buyer has not paid. */
    awaitingAsSeller: string;
    /** Owner sells, paid, not shipped. */
    paidAsSeller: string;
    /** Owner buys, not paid yet. */
    awaitingAsBuyer: string;
    /** Owner buys, shipped. */
    shippedAsBuyer: string;
    /** Owner buys, delivered, not reviewed. */
    deliveredAsBuyer: string;
    /** Owner sells, delivered, the buyer's review written (visible), the buyer not reviewed. */
    deliveredAsSeller: string;
    /** Owner sells for 'Retirada em mãos', paid, handover not confirmed by anyone. */
    pickupPaidAsSeller: string;
  };
  /** An open offer of the counterpart on the owner's book; the owner's offer the counterpart countered. */
  offers: { received: string; countered: string };
  /** A review of the owner as seller, not answered yet. */
  review: string;
  conversation: string;
  /** One of the owner's notifications, unread (docs/product/notifications.md). */
  notification: number;
  /** An open report (by the counterpart) on the owner's book. */
  report: string;
  category: { id: number; slug: string };
  /** A suspended account and a second admin, as targets of admin actions. */
  suspended: string;
  secondAdmin: string;
  /** A valid email-verification link token of the owner. */
  verifyToken: string;
  /** Different on every world, for names that must be unique. */
  unique: string;
  /** The owner's Pix key (docs/product/pix.md#pix-key), also one of the secrets. */
  pixKey: string;
  /** Strings only the owner (and admins) may see. */
  secrets: string[];
}

export interface MatrixRow {
  input?: (w: World) => unknown;
  expect: Record<Role, Outcome>;
  /** Owner data this procedure may show to whoever can call it (each with its reason). */
  shows?: (w: World) => string[];
  /**
   * The answer carries data about members other than the caller (a seller's name on a card, the
   * other party of an order or a conversation): the procedure declares an output schema naming
   * each field it sends, and every answer the matrix gets is checked against it
   * (docs/decisions/035-output-schemas.md).
   */
  members?: true;
}

/** The outcome for a visitor, another user, the owner and an admin, in that order. */
const rights = (visitor: Outcome, other: Outcome, owner: Outcome, admin: Outcome): Record<Role, Outcome> => ({
  visitor,
  other,
  owner,
  admin,
});
const all = (outcome: Outcome) => rights(outcome, outcome, outcome, outcome);
/** Any signed-in user, each on their own data. */
const signedIn = rights('UNAUTHORIZED', 'ok', 'ok', 'ok');
/** Only the owner; anyone else is told it does not exist. */
const ownerOnly = rights('UNAUTHORIZED', 'NOT_FOUND', 'ok', 'NOT_FOUND');
const adminOnly = rights('UNAUTHORIZED', 'FORBIDDEN', 'FORBIDDEN', 'ok');

const reason = 'motivo da matriz de autorização';
const NO_JOB = '00000000-0000-4000-8000-000000000000';

export const MATRIX: Record<string, MatrixRow> = {
  'accounts.me': { expect: all('ok') },
  'accounts.options': { expect: all('ok') },
  // Knowing the password is what signs in; being signed in as someone else changes nothing.
  'accounts.login': {
    input: (w) => ({ email: w.owner.email, password: w.owner.password }),
    expect: all('ok'),
  },
  'accounts.register': {
    input: (w) => ({
      firstName: 'Nova',
      lastName: 'Conta',
      email: `nova-${w.unique}@example.com`,
      password: 'senha-da-matriz-1',
      newsletter: false,
      acceptTerms: true,
    }),
    expect: all('ok'),
  },
  'accounts.logout': { expect: signedIn },
  // Anyone may ask for a recovery link for any address, and hears the same answer whoever asks.
  'accounts.requestPasswordReset': { input: (w) => ({ email: w.owner.email }), expect: all('ok') },
  // The token decides, not the caller: a link that does not work is dead for everyone.
  'accounts.passwordResetLink': { input: () => ({ token: 'x'.repeat(43) }), expect: all('ok') },
  'accounts.resetPassword': {
    input: () => ({
      token: 'x'.repeat(43),
      password: 'senha-da-matriz-2',
      confirmPassword: 'senha-da-matriz-2',
    }),
    expect: all('BAD_REQUEST'),
  },
  'accounts.usernameAvailable': { input: (w) => ({ username: `livre-${w.unique}` }), expect: signedIn },
  'accounts.completeProfile': {
    input: (w) => ({ username: `perfil-${w.unique}`, firstName: 'Nome', lastName: 'Sobrenome' }),
    expect: signedIn,
  },

  'accountDeletion.check': { expect: signedIn },
  // Each deletes their own account: the owner and the admin are refused (orders in progress, the
  // admin role); "other", a Google-only reader whose session just began, goes.
  'accountDeletion.delete': {
    input: (w) => ({ password: w.owner.password }),
    expect: rights('UNAUTHORIZED', 'ok', 'CONFLICT', 'CONFLICT'),
  },
  'dataExport.status': { expect: signedIn },
  'dataExport.request': { expect: signedIn },
  // The ISBN's facts for the listing form: for whoever may list a book (providers off here).
  'isbn.lookup': {
    input: () => ({ isbn: '9788535902778' }),
    expect: rights('UNAUTHORIZED', 'FORBIDDEN', 'ok', 'FORBIDDEN'),
  },
  // Spreadsheet imports: each reads and moves their own jobs; the owner's world holds none, so an
  // id is unknown to all (tests/server/imports.test.ts covers the owner's own). Only a seller confirms.
  'imports.current': { expect: signedIn },
  'imports.job': {
    input: () => ({ jobId: NO_JOB }),
    expect: rights('UNAUTHORIZED', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'),
  },
  'imports.rows': {
    input: () => ({ jobId: NO_JOB }),
    expect: rights('UNAUTHORIZED', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'),
  },
  'imports.confirm': {
    input: () => ({ jobId: NO_JOB }),
    expect: rights('UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'FORBIDDEN'),
  },
  'imports.cancel': {
    input: () => ({ jobId: NO_JOB }),
    expect: rights('UNAUTHORIZED', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'),
  },

  'admin.dashboard': { expect: adminOnly },
  'admin.users.list': { members: true, input: () => ({}), expect: adminOnly },
  'admin.users.grantAdmin': { input: (w) => ({ userId: w.owner.id, reason }), expect: adminOnly },
  'admin.users.revokeAdmin': { input: (w) => ({ userId: w.secondAdmin, reason }), expect: adminOnly },
  'admin.users.suspend': { input: (w) => ({ userId: w.owner.id, reason }), expect: adminOnly },
  'admin.users.reinstate': { input: (w) => ({ userId: w.suspended, reason }), expect: adminOnly },
  // The owner has orders in progress: even an admin is refused (docs/product/data-rights.md#deletion).
  'admin.users.deleteAccount': {
    input: (w) => ({ userId: w.owner.id, reason }),
    expect: rights('UNAUTHORIZED', 'FORBIDDEN', 'FORBIDDEN', 'CONFLICT'),
  },
  'admin.books.list': { members: true, input: () => ({}), expect: adminOnly },
  'admin.books.hide': { input: (w) => ({ bookId: w.ownerBook, reason }), expect: adminOnly },
  'admin.books.reinstate': { input: (w) => ({ bookId: w.ownerHiddenBook, reason }), expect: adminOnly },
  'admin.books.remove': { input: (w) => ({ bookId: w.ownerBook, reason }), expect: adminOnly },
  'admin.reports.list': { members: true, input: () => ({}), expect: adminOnly },
  'admin.reports.resolve': { input: (w) => ({ reportId: w.report, note: reason }), expect: adminOnly },
  'admin.reports.dismiss': { input: (w) => ({ reportId: w.report, note: reason }), expect: adminOnly },
  'admin.mediation.queue': { members: true, expect: adminOnly },
  // The world has no problem in mediation: an admin is told this one does not exist.
  'admin.mediation.case': {
    members: true,
    input: () => ({ problemId: NO_JOB }),
    expect: rights('UNAUTHORIZED', 'FORBIDDEN', 'FORBIDDEN', 'NOT_FOUND'),
  },
  'admin.mediation.decide': {
    input: () => ({ problemId: NO_JOB, outcome: 'nada', reason }),
    expect: rights('UNAUTHORIZED', 'FORBIDDEN', 'FORBIDDEN', 'NOT_FOUND'),
  },
  'admin.categories.list': { expect: adminOnly },
  'admin.categories.create': {
    input: (w) => ({ name: 'Categoria da matriz', slug: `matriz-${w.unique}`, sortOrder: 1, isActive: true }),
    expect: adminOnly,
  },
  'admin.categories.update': {
    input: (w) => ({
      id: w.category.id,
      name: 'Categoria renomeada',
      slug: w.category.slug,
      sortOrder: 2,
      isActive: true,
    }),
    expect: adminOnly,
  },
  'admin.audit.list': { members: true, input: () => ({}), expect: adminOnly },
  'admin.outbox.failed': { members: true, expect: adminOnly },
  'admin.health.rows': { expect: adminOnly },

  'books.list': { members: true, input: () => ({}), expect: all('ok') },
  'books.section': { members: true, input: () => ({ slug: 'lancamentos' }), expect: all('ok') },
  'books.byId': { members: true, input: (w) => ({ id: w.ownerBook }), expect: all('ok') },
  'books.bySlug': { members: true, input: (w) => ({ slug: w.ownerBook }), expect: all('ok') },
  'books.related': { members: true, input: (w) => ({ id: w.ownerBook }), expect: all('ok') },
  'books.copies': { members: true, input: (w) => ({ id: w.ownerBook }), expect: all('ok') },
  'books.byAuthor': { members: true, input: () => ({ slug: 'autor-da-matriz' }), expect: all('ok') },
  'books.byPublisher': { members: true, input: () => ({ slug: 'editora-da-matriz' }), expect: all('ok') },
  'books.byCategory': { members: true, input: (w) => ({ slug: w.category.slug }), expect: all('ok') },
  'books.byLanguage': { members: true, input: () => ({ language: 'pt' }), expect: all('ok') },
  'books.bestSellers': { members: true, input: () => ({}), expect: all('ok') },
  'books.authors': { input: () => ({}), expect: all('ok') },
  'books.publishers': { input: () => ({}), expect: all('ok') },
  'stores.list': { members: true, input: () => ({}), expect: all('ok') },
  'books.mine': { expect: signedIn },
  'books.defaultLocation': { expect: signedIn },
  // Only eligible sellers list books; "other" and this admin are not.
  'books.create': {
    input: () => ({ title: 'Livro da matriz', author: 'Autora', price: 25, condition: 'usado_bom' }),
    expect: rights('UNAUTHORIZED', 'FORBIDDEN', 'ok', 'FORBIDDEN'),
  },
  // Admins act on listings through admin.books.*, never as their seller.
  'books.update': {
    input: (w) => ({ id: w.ownerBook, changes: { title: 'Título novo' } }),
    expect: ownerOnly,
  },
  'books.remove': { input: (w) => ({ id: w.ownerBook }), expect: ownerOnly },
  'books.markSold': { input: (w) => ({ id: w.ownerBook }), expect: ownerOnly },
  // Many at once: anyone on their own books; another's ids are skipped and counted, never changed.
  'books.bulk': { input: (w) => ({ ids: [w.ownerBook], action: { kind: 'pause' } }), expect: signedIn },

  'cart.list': { members: true, expect: signedIn },
  // Buying the owner's book is what the others are for; the owner cannot buy their own.
  'cart.add': {
    input: (w) => ({ bookId: w.ownerBook }),
    expect: rights('UNAUTHORIZED', 'ok', 'FORBIDDEN', 'ok'),
  },
  'cart.updateQuantity': { input: (w) => ({ itemId: w.cartItem, quantity: 1 }), expect: ownerOnly },
  'cart.remove': { input: (w) => ({ itemId: w.cartItem }), expect: ownerOnly },
  'cart.clear': { expect: signedIn },
  // The owner's own book is dropped from the merge, not refused.
  'cart.merge': { input: (w) => ({ bookIds: [w.ownerBook] }), expect: signedIn },

  'categories.list': { expect: all('ok') },

  // Each edits their own store's delivery; one with no store yet gets it made (decision 039).
  'delivery.settings': { expect: signedIn },
  'delivery.updateSettings': {
    input: () => ({ post: true, postPrice: '15,00', pickup: false, pickupCity: '', pickupState: '' }),
    expect: signedIn,
  },
  // A choice for one's own cart, for a seller who ships by post.
  'delivery.choose': {
    input: (w) => ({ sellerId: w.counterpart.id, method: 'correios' }),
    expect: signedIn,
  },
  'delivery.quote': {
    members: true,
    input: (w) => ({ bookId: w.ownerBook, cep: '01310-100' }),
    expect: all('ok'),
  },
  // Fills an address form from a CEP: anyone's, nobody's data (the tests ask no provider).
  'delivery.cepAddress': { members: true, input: () => ({ cep: '01310-100' }), expect: all('ok') },

  'messages.start': {
    input: (w) => ({ otherUserId: w.owner.id }),
    expect: rights('UNAUTHORIZED', 'ok', 'BAD_REQUEST', 'ok'),
  },
  'messages.list': { members: true, expect: signedIn },
  'messages.thread': { members: true, input: (w) => ({ conversationId: w.conversation }), expect: ownerOnly },
  'messages.send': {
    input: (w) => ({ conversationId: w.conversation, body: 'Mensagem da matriz' }),
    expect: ownerOnly,
  },
  'messages.markRead': { input: (w) => ({ conversationId: w.conversation }), expect: ownerOnly },
  'messages.block': {
    input: (w) => ({ userId: w.owner.id }),
    expect: rights('UNAUTHORIZED', 'ok', 'BAD_REQUEST', 'ok'),
  },
  'messages.unblock': { input: (w) => ({ userId: w.owner.id }), expect: signedIn },
  'messages.unreadCount': { expect: signedIn },
  'messages.events': { members: true, expect: signedIn },

  // Each checks out their own cart: only the owner's holds anything.
  'orders.checkout': {
    input: () => ({ delivery: VALID_ADDRESS }),
    expect: rights('UNAUTHORIZED', 'BAD_REQUEST', 'ok', 'BAD_REQUEST'),
  },
  'orders.list': { members: true, input: () => ({ role: 'compras' }), expect: signedIn },
  'orders.awaiting': { expect: signedIn },
  // Orders belong to their two parties; admins have no order screen and see none.
  'orders.byId': { members: true, input: (w) => ({ id: w.orders.awaitingAsBuyer }), expect: ownerOnly },
  'orders.deadlines': { input: (w) => ({ id: w.orders.awaitingAsBuyer }), expect: ownerOnly },
  'orders.confirmPayment': { input: (w) => ({ id: w.orders.awaitingAsSeller }), expect: ownerOnly },
  'orders.ship': {
    input: (w) => ({ id: w.orders.paidAsSeller, trackingCode: 'AA123456785BR' }),
    expect: ownerOnly,
  },
  'orders.confirmDelivery': { input: (w) => ({ id: w.orders.shippedAsBuyer }), expect: ownerOnly },
  'orders.cancel': { input: (w) => ({ id: w.orders.awaitingAsBuyer }), expect: ownerOnly },
  'orders.reportPayment': { input: (w) => ({ id: w.orders.awaitingAsBuyer }), expect: ownerOnly },
  'orders.confirmHandover': { input: (w) => ({ id: w.orders.pickupPaidAsSeller }), expect: ownerOnly },
  // The handover code is the buyer's alone: the owner, seller of the order, is refused it.
  'orders.handoverCode': {
    input: (w) => ({ id: w.orders.pickupPaidAsSeller }),
    expect: rights('UNAUTHORIZED', 'NOT_FOUND', 'FORBIDDEN', 'NOT_FOUND'),
  },
  // The seller's try: the buyer never asked for a code here, so no digits match.
  'orders.handOverByCode': {
    input: (w) => ({ id: w.orders.pickupPaidAsSeller, code: '000000' }),
    expect: rights('UNAUTHORIZED', 'NOT_FOUND', 'BAD_REQUEST', 'NOT_FOUND'),
  },
  'orders.packingPhotos': { input: (w) => ({ id: w.orders.shippedAsBuyer }), expect: ownerOnly },
  // Offers (docs/product/offers.md): anyone signed in offers on the owner's book but its owner;
  // each move is for one party of the offer, anyone else is told it does not exist.
  'offers.make': {
    input: (w) => ({ bookId: w.ownerBook, amountCents: 2000 }),
    expect: rights('UNAUTHORIZED', 'ok', 'FORBIDDEN', 'ok'),
  },
  'offers.accept': { input: (w) => ({ id: w.offers.received }), expect: ownerOnly },
  'offers.decline': { input: (w) => ({ id: w.offers.received }), expect: ownerOnly },
  'offers.counter': { input: (w) => ({ id: w.offers.received, counterCents: 2500 }), expect: ownerOnly },
  'offers.acceptCounter': { input: (w) => ({ id: w.offers.countered }), expect: ownerOnly },
  'offers.withdraw': { input: (w) => ({ id: w.offers.countered }), expect: ownerOnly },
  'offers.forBook': { members: true, input: (w) => ({ bookId: w.ownerBook }), expect: signedIn },
  'offers.list': { members: true, input: () => ({ role: 'recebidas' }), expect: signedIn },
  'offers.floor': { expect: signedIn },
  // Each on their own store, made on the first setting saved (decision 039).
  'offers.setFloor': {
    input: () => ({ percent: 60 }),
    expect: signedIn,
  },
  'reviews.create': {
    input: (w) => ({
      orderId: w.orders.deliveredAsBuyer,
      overall: 5,
      communication: 5,
      shipping: 4,
      condition: 5,
    }),
    expect: ownerOnly,
  },
  'reviews.respond': {
    input: (w) => ({ reviewId: w.review, response: 'Obrigado pela compra!' }),
    expect: ownerOnly,
  },
  // Double-blind: the seller of a delivered order reviews its buyer; each party reads its order's reviews.
  'reviews.reviewBuyer': {
    input: (w) => ({ orderId: w.orders.deliveredAsSeller, rating: 5, comment: 'Pagou rápido.' }),
    expect: ownerOnly,
  },
  'reviews.forOrder': { input: (w) => ({ orderId: w.orders.deliveredAsBuyer }), expect: ownerOnly },
  // An order's problems (docs/product/problems.md): its two parties only; anyone else, admins
  // included, is told the order does not exist (admins read problems through admin.mediation).
  'problems.forOrder': {
    members: true,
    input: (w) => ({ orderId: w.orders.shippedAsBuyer }),
    expect: ownerOnly,
  },
  'problems.open': {
    input: (w) => ({ orderId: w.orders.shippedAsBuyer, reason: 'nao_recebi', text: 'Não chegou.' }),
    expect: ownerOnly,
  },
  // The world's orders have no problem yet: the owner is told there is none to act on.
  'problems.reply': {
    input: (w) => ({ orderId: w.orders.shippedAsBuyer, text: 'Resposta.' }),
    expect: rights('UNAUTHORIZED', 'NOT_FOUND', 'CONFLICT', 'NOT_FOUND'),
  },
  'problems.accept': {
    input: (w) => ({ orderId: w.orders.shippedAsBuyer, replyId: 1 }),
    expect: rights('UNAUTHORIZED', 'NOT_FOUND', 'CONFLICT', 'NOT_FOUND'),
  },
  'problems.requestMediation': {
    input: (w) => ({ orderId: w.orders.shippedAsBuyer }),
    expect: rights('UNAUTHORIZED', 'NOT_FOUND', 'CONFLICT', 'NOT_FOUND'),
  },
  'problems.confirmOutcome': {
    input: (w) => ({ orderId: w.orders.shippedAsBuyer }),
    expect: rights('UNAUTHORIZED', 'NOT_FOUND', 'CONFLICT', 'NOT_FOUND'),
  },
  'problems.setRefundPixKey': {
    input: (w) => ({ orderId: w.orders.shippedAsBuyer, pixKey: 'chave@example.com' }),
    expect: rights('UNAUTHORIZED', 'NOT_FOUND', 'CONFLICT', 'NOT_FOUND'),
  },

  'profile.get': { expect: signedIn },
  'profile.update': {
    input: (w) => ({
      firstName: 'Nome',
      lastName: 'Novo',
      username: `perfil-${w.unique}`,
      avatarType: 'initials',
    }),
    expect: signedIn,
  },
  'profile.setNewsletter': { input: () => ({ newsletter: true }), expect: signedIn },
  // Works signed out; only the link's own token counts, and a made-up one is refused for anyone.
  'newsletter.unsubscribe': {
    input: (w) => ({ userId: w.owner.id, token: `inventado-${w.unique}` }),
    expect: all('BAD_REQUEST'),
  },
  'notifications.list': { members: true, input: () => ({}), expect: signedIn },
  'notifications.latest': { members: true, expect: signedIn },
  'notifications.unreadCount': { expect: signedIn },
  'notifications.markRead': { input: (w) => ({ id: w.notification }), expect: ownerOnly },
  'notifications.markAllRead': { expect: signedIn },
  'notifications.settings': { expect: signedIn },
  'notifications.updateSettings': {
    input: () => ({ email: { follower: true }, dailyDigest: false }),
    expect: signedIn,
  },
  // Like the newsletter's: signed out, and only the link's own token counts.
  'notifications.unsubscribe': {
    input: (w) => ({ userId: w.owner.id, kind: 'sale', token: `inventado-${w.unique}` }),
    expect: all('BAD_REQUEST'),
  },
  'profile.store': { expect: signedIn },
  'profile.updateStore': { input: () => ({ storeName: 'Sebo da matriz', isActive: true }), expect: signedIn },
  // Each on their own store, made on the first setting saved (decision 039).
  'profile.updatePix': {
    input: () => ({ type: 'email', key: 'pix@example.com', name: 'Dono da matriz', city: 'Recife' }),
    expect: signedIn,
  },
  'profile.removePix': { expect: signedIn },

  'reports.create': {
    input: (w) => ({ targetType: 'book', targetId: w.ownerBook, reason: 'spam' }),
    expect: rights('UNAUTHORIZED', 'ok', 'FORBIDDEN', 'ok'),
  },
  'reports.mine': { input: (w) => ({ targetType: 'book', targetId: w.ownerBook }), expect: signedIn },

  'search.books': { members: true, input: () => ({ q: 'livro' }), expect: all('ok') },
  'search.suggest': { input: () => ({ q: 'livro' }), expect: all('ok') },

  'likes.like': { input: (w) => ({ bookId: w.ownerBook }), expect: signedIn },
  'likes.unlike': { input: (w) => ({ bookId: w.ownerBook }), expect: signedIn },
  'likes.likedBookIds': { expect: signedIn },
  'likes.events': { input: (w) => ({ bookIds: [w.ownerBook] }), expect: all('ok') },
  'views.register': { input: (w) => ({ bookId: w.ownerBook }), expect: signedIn },
  'views.recent': { members: true, expect: signedIn },
  // Following oneself is silently ignored (docs/product/follows.md#follow-button).
  'follows.follow': { input: (w) => ({ userId: w.owner.id }), expect: signedIn },
  'follows.unfollow': { input: (w) => ({ userId: w.owner.id }), expect: signedIn },
  'follows.followingIds': { expect: signedIn },
  'suggestions.list': { members: true, input: () => ({}), expect: signedIn },
  'favourites.list': { expect: signedIn },
  'favourites.add': { input: (w) => ({ bookId: w.ownerBook }), expect: signedIn },
  'favourites.remove': { input: (w) => ({ bookId: w.ownerBook }), expect: signedIn },
  'favourites.sync': { input: (w) => ({ bookIds: [w.ownerBook] }), expect: signedIn },
  'favourites.books': { members: true, input: (w) => ({ bookIds: [w.ownerBook] }), expect: all('ok') },

  'wants.list': { members: true, expect: signedIn },
  'wants.saveSearch': { input: () => ({ q: 'machado de assis' }), expect: signedIn },
  'wants.saveWork': {
    input: (w) => ({ bookId: w.ownerBook }),
    expect: rights('UNAUTHORIZED', 'ok', 'BAD_REQUEST', 'ok'),
  },
  // Inputs aim at nobody's want: another member's id removes nothing (wants.test.ts checks that).
  'wants.remove': { input: () => ({ id: 999_999 }), expect: signedIn },
  'wants.forBook': { input: (w) => ({ bookId: w.ownerBook }), expect: signedIn },
  'wants.forSearch': { input: () => ({ q: 'machado de assis' }), expect: signedIn },

  'stores.byUsername': { members: true, input: (w) => ({ username: w.owner.username }), expect: all('ok') },
  'stores.books': { members: true, input: (w) => ({ username: w.owner.username }), expect: all('ok') },
  // Modo férias: each closes their own store, if they may sell; only a closed store reopens.
  'stores.vacation.mine': { expect: signedIn },
  'stores.vacation.start': {
    input: () => ({ message: 'Em férias.' }),
    expect: rights('UNAUTHORIZED', 'FORBIDDEN', 'ok', 'FORBIDDEN'),
  },
  'stores.vacation.end': { expect: rights('UNAUTHORIZED', 'CONFLICT', 'CONFLICT', 'CONFLICT') },
  'reviews.list': { members: true, input: (w) => ({ sellerId: w.owner.id }), expect: all('ok') },
  // Reputations (docs/product/reviews.md#reputation): a seller's is public; a buyer's only for the
  // sellers of that buyer's orders.
  'reputation.seller': { members: true, input: (w) => ({ sellerId: w.owner.id }), expect: all('ok') },
  'reputation.buyer': {
    input: (w) => ({ buyerId: w.counterpart.id }),
    expect: rights('UNAUTHORIZED', 'FORBIDDEN', 'ok', 'FORBIDDEN'),
  },

  'verification.status': { expect: all('ok') },
  'verification.details': { expect: signedIn },
  'verification.sendEmail': { expect: signedIn },
  // The link names the account, so it works for whoever opens it, signed in or not; the email it
  // answers with is written in clear in the link's own token.
  'verification.verifyEmail': {
    input: (w) => ({ token: w.verifyToken }),
    expect: all('ok'),
    shows: (w) => [w.owner.email],
  },
  'verification.saveIdentity': {
    input: () => ({ firstName: 'Maria', lastName: 'Silva', cpf: '529.982.247-25', birthDate: '1990-05-10' }),
    expect: signedIn,
  },
  'verification.saveAddress': { input: () => VALID_ADDRESS, expect: signedIn },
};
