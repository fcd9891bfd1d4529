// The procedures open to visitors, by dotted path: authorization.test.ts checks that exactly these
// let visitors in, pix-privacy.test.ts that none of them answers with a seller's Pix key.
// authorization.test.ts enumerates every other procedure from the router itself, so a procedure
// added tomorrow is checked without anyone remembering to write a test for it. A procedure meant
// for visitors must be listed here.
export const PUBLIC = new Set([
  'accounts.me',
  'accounts.options',
  'accounts.login',
  'accounts.register',
  'accounts.requestPasswordReset',
  'accounts.passwordResetLink',
  'accounts.resetPassword',
  'newsletter.unsubscribe',
  'notifications.unsubscribe',
  'verification.status',
  'verification.verifyEmail',
  'books.list',
  'books.section',
  'books.byId',
  'books.bySlug',
  'books.related',
  'books.copies',
  'books.byAuthor',
  'books.byPublisher',
  'books.byCategory',
  'books.byLanguage',
  'books.bestSellers',
  'books.authors',
  'books.publishers',
  'stores.list',
  'categories.list',
  'delivery.quote',
  'delivery.cepAddress',
  'search.books',
  'search.suggest',
  'likes.events',
  'favourites.books',
  'stores.byUsername',
  'stores.books',
  'reviews.list',
  // A seller's reputation, on the store page and at checkout (docs/product/reviews.md#reputation).
  'reputation.seller',
]);
