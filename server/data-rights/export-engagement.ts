import type { Executor } from '../../db/client.ts';

// What 'Meus dados' exports of the features that keep a member coming back
// (docs/product/data-rights.md#download): their wants, their offers on both sides and
// their notifications with the e-mail choices. The other party of an offer appears by book only.

export async function exportWants(db: Executor, userId: string) {
  return db
    .selectFrom('wants')
    .select(['kind', 'label', 'query', 'condition', 'min_cents', 'max_cents', 'genre', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export async function exportOffers(db: Executor, userId: string) {
  const rows = await db
    .selectFrom('offers')
    .innerJoin('books', 'books.id', 'offers.book_id')
    .select([
      'books.title',
      'offers.buyer_id',
      'offers.amount_cents',
      'offers.counter_cents',
      'offers.status',
      'offers.expires_at',
      'offers.accepted_until',
      'offers.created_at',
      'offers.updated_at',
    ])
    .where((eb) => eb.or([eb('offers.buyer_id', '=', userId), eb('offers.seller_id', '=', userId)]))
    .orderBy('offers.created_at')
    .execute();
  return rows.map(({ buyer_id, ...offer }) => ({
    ...offer,
    side: buyer_id === userId ? 'comprador' : 'vendedor',
  }));
}

export async function exportNotifications(db: Executor, userId: string) {
  const [notifications, emailChoices, digest] = await Promise.all([
    db
      .selectFrom('notifications')
      .select(['kind', 'book_title', 'detail', 'subject_path', 'created_at', 'read_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db.selectFrom('notification_settings').select(['kind', 'email']).where('user_id', '=', userId).execute(),
    db.selectFrom('notification_digests').select(['daily']).where('user_id', '=', userId).executeTakeFirst(),
  ]);
  return {
    notifications,
    emailChoices: emailChoices.map((c) => ({ kind: c.kind, email: Boolean(c.email) })),
    dailyDigest: Boolean(digest?.daily),
  };
}
