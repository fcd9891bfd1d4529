import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Handshake, Loader2, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useCart } from '../../lib/cart.ts';
import { trpc } from '../../lib/trpc.ts';
import type { SavedAddress } from '../address/AddressFields.tsx';
import { priceCart } from '../delivery/cart-pricing.ts';
import { GroupDelivery } from '../delivery/GroupDelivery.tsx';
import { useDeliveryChoice } from '../delivery/use-delivery-choice.ts';
import { ExploreBooksLink } from '../ExploreBooksLink.tsx';
import { PendingPage } from '../Loading.tsx';
import { EmptyState, PageShell, primaryButtonClass } from '../PageShell.tsx';
import { CartSummary } from './CartSummary.tsx';
import { CheckoutItems } from './CheckoutItems.tsx';
import { DeliveryAddress } from './DeliveryAddress.tsx';
import { useCheckout } from './use-checkout.ts';

/** /checkout: where the parcels go, what is being bought, the totals, then 'Confirmar pedido'. */
export function Checkout() {
  const cart = useCart();
  const details = useQuery(trpc.verification.details.queryOptions());
  const [placed, setPlaced] = useState(false);

  // After a successful checkout the cart is empty until the order page opens: keep the spinner.
  if (placed || cart.isPending || details.isPending) return <PendingPage />;
  if (!cart.data) {
    return (
      <PageShell title="Finalizar compra">
        <EmptyState
          title="Não foi possível carregar o carrinho"
          action={
            <button type="button" onClick={() => void cart.refetch()} className={primaryButtonClass}>
              Tentar novamente
            </button>
          }
        />
      </PageShell>
    );
  }
  if (cart.data.items.length === 0) {
    return (
      <PageShell title="Finalizar compra">
        <EmptyState title="Carrinho vazio" action={<ExploreBooksLink icon={ShoppingCart} />}>
          Adicione itens ao carrinho antes de finalizar a compra
        </EmptyState>
      </PageShell>
    );
  }
  return (
    <CheckoutForm cart={cart.data} saved={details.data?.address ?? null} onPlaced={() => setPlaced(true)} />
  );
}

type CartData = NonNullable<ReturnType<typeof useCart>['data']>;

function CheckoutForm({
  cart,
  saved,
  onPlaced,
}: {
  cart: CartData;
  saved: SavedAddress | null;
  onPlaced: () => void;
}) {
  const { delivery, busy, confirm } = useCheckout(saved, onPlaced);
  const priced = priceCart(cart, delivery.place);
  const choose = useDeliveryChoice();
  const unavailable = cart.items.filter((i) => !i.available);
  const blocked = unavailable.length > 0 || priced.stranded.length > 0;
  return (
    <PageShell
      title="Finalizar compra"
      intro="Revise os livros, o endereço de entrega e o total antes de confirmar."
    >
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-8">
          <DeliveryAddress delivery={delivery} saved={saved} onConfirm={() => void confirm()} />
          <CheckoutItems
            groups={priced.groups}
            delivery={(group) => (
              <GroupDelivery group={group} priced={priced} place={delivery.place} onChoose={choose} />
            )}
          />
        </div>

        <div className="flex flex-col gap-4 lg:sticky lg:top-36">
          <CartSummary
            groups={priced.groups}
            subtotalCents={priced.subtotalCents}
            totalCents={priced.totalCents}
          >
            {unavailable.length > 0 && (
              <p role="alert" className="text-red-700 text-sm">
                Há livros indisponíveis no carrinho.{' '}
                <Link to="/carrinho" className="font-semibold underline">
                  Remova-os no carrinho
                </Link>{' '}
                para continuar.
              </p>
            )}
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={busy || blocked}
              aria-busy={busy || undefined}
              className={`${primaryButtonClass} w-full disabled:opacity-60`}
            >
              {busy && <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
              {busy ? 'Processando...' : 'Confirmar pedido'}
            </button>
          </CartSummary>
          <p className="flex items-start gap-2 rounded-xl bg-stone-100 p-4 text-sm text-stone-700">
            <Handshake aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>
              Depois de confirmar, cada pedido mostra como pagar ao vendedor (Pix ou o contato dele) e, na
              retirada em mãos, a conversa para combinar o encontro. Os livros ficam reservados para você.
            </span>
          </p>
        </div>
      </div>
    </PageShell>
  );
}
