import { HandCoins } from 'lucide-react';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { formatPrice } from '../../../shared/format.ts';
import { counterPriceMessage, OFFER_STATUS_LABELS, offerPriceMessage } from '../../../shared/offers.ts';
import { useInCart } from '../../lib/cart.ts';
import { formatMoment } from '../../lib/dates.ts';
import { useOfferRequested } from '../../lib/offer-request.ts';
import { useSignInFirst } from '../../lib/sign-in-first.ts';
import { useFocusStaysIn } from '../use-focus-stays-in.ts';
import { OfferDialog } from './OfferDialog.tsx';
import { type ButtonStep, useBookOffers } from './use-book-offers.ts';

// Ofertas on the book page (docs/product/offers.md#where-offers-show): a member's own offer and
// 'Fazer oferta'; on the seller's own book, the offers waiting for an answer; for a visitor,
// 'Fazer oferta' that leads to sign in and back.

const small =
  'inline-flex items-center justify-center gap-2 rounded-full border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 text-sm hover:bg-brand-50 disabled:opacity-60';
const smallPrimary =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-800 disabled:opacity-60';

type Offers = ReturnType<typeof useBookOffers>;
type Data = NonNullable<Offers['data']>;
type Offer = Data['received'][number];

function OfferBox({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useFocusStaysIn(ref);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="ofertas-titulo"
      className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <h2 id="ofertas-titulo" className="font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function BookOffers({ bookId, available }: { bookId: string; available: boolean }) {
  const offers = useBookOffers(bookId);
  const inCart = useInCart(bookId) ?? false;
  if (!offers.data) return null;
  return offers.data.isSeller ? (
    <OfferBox title="Ofertas recebidas">
      <ReceivedOffers offers={offers} data={offers.data} />
    </OfferBox>
  ) : (
    <OfferBox title="Oferta">
      <MyOffer bookId={bookId} offers={offers} data={offers.data} available={available} inCart={inCart} />
    </OfferBox>
  );
}

/**
 * A visitor's 'Fazer oferta' on a book on sale: to sign in and back, as 'Avise-me' does; offers
 * are only members' to read and make (the server refuses a visitor's).
 */
export function VisitorOffer({ bookId }: { bookId: string }) {
  const signIn = useSignInFirst('oferta', { intent: { kind: 'offer', bookId } });
  return (
    <OfferBox title="Oferta">
      <button type="button" className={small} onClick={signIn}>
        <HandCoins aria-hidden="true" className="size-4" />
        Fazer oferta
      </button>
    </OfferBox>
  );
}

function MyOffer({
  bookId,
  offers,
  data,
  available,
  inCart,
}: {
  bookId: string;
  offers: Offers;
  data: Data;
  available: boolean;
  inCart: boolean;
}) {
  const [open, setOpen] = useState(false);
  const mine = data.mine;
  const live = mine && (mine.status === 'open' || mine.status === 'countered');
  const agreed =
    mine?.status === 'accepted' && mine.acceptedUntil && mine.acceptedUntil > new Date().toISOString();
  const step = (action: ButtonStep, done: string) => mine && void offers.run(mine.id, action, done);
  const canOffer = !live && !agreed && available;
  const openDialog = useCallback(() => setOpen(true), []);
  useOfferRequested(bookId, Boolean(canOffer), openDialog);
  return (
    <>
      {mine && <p className="text-sm text-stone-700">{describeMine(mine, inCart)}</p>}
      {mine?.status === 'countered' && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={smallPrimary}
            disabled={offers.busy}
            onClick={() => step('acceptCounter', 'Contraproposta aceita.')}
          >
            Aceitar contraproposta
          </button>
        </div>
      )}
      {live && (
        <button
          type="button"
          className={small}
          disabled={offers.busy}
          onClick={() => step('withdraw', 'Oferta retirada.')}
        >
          Retirar oferta
        </button>
      )}
      {canOffer && (
        <button type="button" className={small} onClick={() => setOpen(true)}>
          <HandCoins aria-hidden="true" className="size-4" />
          Fazer oferta
        </button>
      )}
      <OfferDialog
        open={open}
        onOpenChange={setOpen}
        title="Fazer oferta"
        description={
          <p>
            O preço pedido é {formatPrice(data.askingCents)}. Ofereça menos que isso, a partir de{' '}
            {formatPrice(data.floorCents)}. O vendedor tem 48 horas para responder.
          </p>
        }
        label="Sua oferta (R$)"
        submitLabel="Enviar oferta"
        check={(cents) => offerPriceMessage(cents, data.askingCents, data.floorPercent)}
        onSubmit={offers.make}
      />
    </>
  );
}

/** The reader's own offer in words; an agreed one says what is left to do, 'Adicionar ao carrinho' or checkout. */
function describeMine(o: Offer, inCart: boolean): string {
  const offered = formatPrice(o.amountCents);
  if (o.status === 'open')
    return `Sua oferta de ${offered} aguarda o vendedor até ${formatMoment(o.expiresAt)}.`;
  if (o.status === 'countered')
    return `O vendedor propôs ${formatPrice(o.counterCents ?? 0)} (sua oferta: ${offered}), até ${formatMoment(o.expiresAt)}.`;
  if (o.status === 'accepted' && o.acceptedUntil && o.acceptedUntil > new Date().toISOString())
    return `Oferta aceita: ${formatPrice(o.counterCents ?? o.amountCents)} para você até ${formatMoment(o.acceptedUntil)}. ${inCart ? 'O livro já está no seu carrinho com esse preço: finalize a compra nesse prazo.' : 'Adicione ao carrinho e finalize a compra nesse prazo.'}`;
  return `Sua última oferta (${offered}): ${OFFER_STATUS_LABELS[o.status].toLowerCase()}.`;
}

function ReceivedOffers({ offers, data }: { offers: Offers; data: Data }) {
  const [countering, setCountering] = useState<Offer | null>(null);
  if (data.received.length === 0) return <p className="text-sm text-stone-600">Nenhuma oferta em aberto.</p>;
  return (
    <>
      <ul className="flex flex-col gap-3">
        {data.received.map((o) => (
          <li
            key={o.id}
            className="flex flex-col gap-2 border-stone-100 border-t pt-3 first:border-0 first:pt-0"
          >
            <p className="text-sm text-stone-800">{describeReceived(o)}</p>
            {o.status === 'open' && (
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={smallPrimary}
                  disabled={offers.busy}
                  onClick={() => void offers.run(o.id, 'accept', 'Oferta aceita.')}
                >
                  Aceitar
                </button>
                <button
                  type="button"
                  className={small}
                  disabled={offers.busy}
                  onClick={() => void offers.run(o.id, 'decline', 'Oferta recusada.')}
                >
                  Recusar
                </button>
                <button
                  type="button"
                  className={small}
                  disabled={offers.busy}
                  onClick={() => setCountering(o)}
                >
                  Contraproposta
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <OfferDialog
        open={countering !== null}
        onOpenChange={(next) => !next && setCountering(null)}
        title="Contraproposta"
        description={
          countering && (
            <p>
              {countering.buyerName} ofereceu {formatPrice(countering.amountCents)} pelo preço de{' '}
              {formatPrice(data.askingCents)}. Proponha um valor entre os dois.
            </p>
          )
        }
        label="Seu valor (R$)"
        submitLabel="Enviar contraproposta"
        check={(cents) => counterPriceMessage(cents, countering?.amountCents ?? 0, data.askingCents)}
        onSubmit={(cents) => offers.counter(countering?.id ?? '', cents)}
      />
    </>
  );
}

function describeReceived(o: Offer): string {
  const offered = formatPrice(o.amountCents);
  if (o.status === 'open') return `${o.buyerName} ofereceu ${offered}, até ${formatMoment(o.expiresAt)}.`;
  if (o.status === 'countered')
    return `${o.buyerName} ofereceu ${offered}; sua contraproposta de ${formatPrice(o.counterCents ?? 0)} aguarda resposta.`;
  return `${o.buyerName}: oferta aceita por ${formatPrice(o.counterCents ?? o.amountCents)}, válida até ${formatMoment(o.acceptedUntil ?? o.expiresAt)}.`;
}
