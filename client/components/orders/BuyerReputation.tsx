import { useQuery } from '@tanstack/react-query';
import { formatRating } from '../../../shared/format.ts';
import { memberSinceLabel, paymentsLabel } from '../../../shared/reputation.ts';
import { formatDay } from '../../lib/dates.ts';
import { trpc } from '../../lib/trpc.ts';
import { CardQuery } from './CardQuery.tsx';
import { card, cardTitle } from './order-card-classes.ts';
import { StarsDisplay } from './Stars.tsx';

// The buyer's reputation on the seller's order page (docs/product/reviews.md#reputation): only the
// sellers of that buyer's orders read it, so only the seller's page asks for it.

/** Its heading avoids 'Comprador', which names the contact card beside it. */
export function BuyerReputation({ buyer }: { buyer: { id: string } }) {
  const query = useQuery(trpc.reputation.buyer.queryOptions({ buyerId: buyer.id }));
  return (
    <section className={card} aria-labelledby="reputacao-comprador" data-testid="buyer-reputation">
      <h2 id="reputacao-comprador" className={cardTitle}>
        Reputação de quem compra
      </h2>
      <CardQuery query={query} failed="Não foi possível carregar a reputação do comprador.">
        {(data) => (
          <div className="flex flex-col gap-3 text-sm text-stone-800">
            <ul className="flex flex-col gap-1">
              <li>{paymentsLabel(data.paidOrders, data.unpaidCancelled)}</li>
              <li>{memberSinceLabel(data.memberSince)}</li>
              <li>
                {data.reviews.average === null
                  ? 'Nenhuma avaliação de vendedores ainda'
                  : `Nota ${formatRating(data.reviews.average)} em ${data.reviews.count} ${data.reviews.count === 1 ? 'avaliação' : 'avaliações'} de vendedores`}
              </li>
            </ul>
            {data.reviews.latest.length > 0 && (
              <ul className="flex flex-col gap-2 border-stone-100 border-t pt-2">
                {data.reviews.latest.map((r) => (
                  <li key={`${r.createdAt}-${r.rating}-${r.comment ?? ''}`} className="flex flex-col gap-1">
                    <span className="flex items-center gap-2">
                      <StarsDisplay value={r.rating} size="size-3.5" />
                      <time dateTime={r.createdAt} className="text-stone-500 text-xs">
                        {formatDay(r.createdAt)}
                      </time>
                    </span>
                    {r.comment && <p className="whitespace-pre-line text-stone-700">{r.comment}</p>}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </CardQuery>
    </section>
  );
}
