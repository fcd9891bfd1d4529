import { useQuery } from '@tanstack/react-query';
import { formatPrice } from '../../../shared/format.ts';
import { OFFER_STATUS_LABELS, type OfferStatus } from '../../../shared/offers.ts';
import { formatDay } from '../../lib/dates.ts';
import { trpc } from '../../lib/trpc.ts';
import { ListError } from '../ListError.tsx';
import { SiteLink } from '../SiteLink.tsx';

type Role = 'recebidas' | 'enviadas';

/** Where an offer stands, from the seller's side when it waits on them. */
function offerStatusLabel(status: OfferStatus, role: Role): string {
  if (role === 'recebidas' && status === 'open') return 'Aguardando sua resposta';
  if (role === 'recebidas' && status === 'countered') return 'Você fez uma contraproposta';
  return OFFER_STATUS_LABELS[status];
}

/**
 * The 'Ofertas' section of /dashboard (docs/product/offers.md#where-offers-show): the latest
 * offers received and sent, each leading to its book, where the steps are taken.
 */
export function OffersSection() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <OfferList side="recebidas" title="Recebidas" empty="Nenhuma oferta recebida nos seus livros." />
      <OfferList side="enviadas" title="Enviadas" empty="Você ainda não fez nenhuma oferta." />
    </div>
  );
}

function OfferList({ side: role, title, empty }: { side: Role; title: string; empty: string }) {
  const offers = useQuery(trpc.offers.list.queryOptions({ role }));
  const headingId = `ofertas-${role}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 font-semibold text-stone-900">
        {title}
      </h3>
      {offers.isPending ? (
        <p className="text-sm text-stone-600">Carregando...</p>
      ) : offers.isError ? (
        <ListError what="as ofertas" onRetry={() => void offers.refetch()} />
      ) : offers.data.items.length === 0 ? (
        <p className="text-sm text-stone-600">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-200">
          {offers.data.items.map((offer) => (
            <li key={offer.id} className="flex flex-col gap-0.5 px-3 py-2 text-sm">
              <SiteLink
                href={offer.book.path}
                className="font-semibold text-stone-900 hover:text-brand-800 hover:underline"
              >
                {offer.book.title}
              </SiteLink>
              <span className="text-stone-700">
                {role === 'recebidas' ? offer.buyerName : offer.sellerName} · {formatPrice(offer.amountCents)}
                {offer.counterCents !== null && <> · contraproposta {formatPrice(offer.counterCents)}</>} ·
                preço {formatPrice(offer.book.askingCents)}
              </span>
              <span className="text-stone-600">
                {offerStatusLabel(offer.status, role)} · {formatDay(offer.updatedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
