import type { DB } from '../../db/client.ts';
import { formatPrice } from '../../shared/format.ts';
import { bookPath } from '../../shared/slug.ts';
import { type NotifierConfig, notify, notifying } from '../notifications/index.ts';
import { logger } from '../observability/index.ts';

// The offers' job (docs/product/offers.md#expiry): an open or countered offer lapses 48 hours
// after its last step (both sides told); an accepted price's 24-hour window passing ends it (the
// buyer told). Any process runs it every minute, like the digest: each offer moves by a
// conditional UPDATE in its own transaction, so two runners move it, and tell, once.

const EVERY_MS = 60_000;

/** Moves every offer due at `now`; how many moved. */
export async function expireOffers(db: DB, config: NotifierConfig, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const due = await db
    .selectFrom('offers')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', 'in', ['open', 'countered']), eb('expires_at', '<=', at)]),
        eb.and([eb('status', '=', 'accepted'), eb('accepted_until', '<=', at)]),
      ]),
    )
    .execute();
  let moved = 0;
  for (const { id } of due) if (await lapse(db, config, id, now)) moved++;
  return moved;
}

async function lapse(db: DB, config: NotifierConfig, offerId: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  return notifying({ db, config }, (notifier) =>
    db.transaction().execute(async (trx) => {
      const offer = await trx
        .selectFrom('offers')
        .select(['status', 'buyer_id', 'seller_id', 'book_id', 'amount_cents', 'counter_cents'])
        .where('id', '=', offerId)
        .executeTakeFirstOrThrow();
      const expired = offer.status !== 'accepted';
      // Conditional on the state read: another runner, or a party's move, may have come first.
      const moved = await trx
        .updateTable('offers')
        .set({ status: expired ? 'expired' : 'ended', updated_at: at })
        .where('id', '=', offerId)
        .where((eb) =>
          expired
            ? eb.and([eb('status', 'in', ['open', 'countered']), eb('expires_at', '<=', at)])
            : eb.and([eb('status', '=', 'accepted'), eb('accepted_until', '<=', at)]),
        )
        .executeTakeFirst();
      if (moved.numUpdatedRows === 0n) return false;
      const book = await trx
        .selectFrom('books')
        .select(['id', 'title', 'author'])
        .where('id', '=', offer.book_id)
        .executeTakeFirstOrThrow();
      const notice = {
        kind: 'offer_expired',
        actorId: null,
        subjectPath: bookPath(book),
        bookTitle: book.title,
        detail: expired
          ? `Oferta de ${formatPrice(offer.counter_cents ?? offer.amount_cents)} sem resposta em 48 horas.`
          : 'O prazo de 24 horas do preço combinado terminou.',
      } as const;
      await notify(trx, notifier, { ...notice, userId: offer.buyer_id }, now);
      if (expired) await notify(trx, notifier, { ...notice, userId: offer.seller_id }, now);
      return true;
    }),
  );
}

/** Every process tries every minute (server/serve.ts); the conditional UPDATE keeps each move to one. */
export function startOfferExpiryWorker(db: DB, config: NotifierConfig): void {
  setInterval(() => {
    expireOffers(db, config).catch((err: unknown) => logger.error({ err }, 'falha ao expirar ofertas'));
  }, EVERY_MS).unref();
}
