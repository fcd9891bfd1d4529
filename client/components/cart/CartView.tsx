import { Link } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import type { CartData } from '../../lib/cart.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { priceCart } from '../delivery/cart-pricing.ts';
import { GroupDelivery } from '../delivery/GroupDelivery.tsx';
import { useDeliveryChoice } from '../delivery/use-delivery-choice.ts';
import { PendingPage } from '../Loading.tsx';
import { PageShell, primaryButtonClass, secondaryButtonClass } from '../PageShell.tsx';
import { ConfirmDialog } from '../sell/ConfirmDialog.tsx';
import { CartEmpty, CartLoadError } from './CartEmptyStates.tsx';
import { CartGroup, UnavailableAlert } from './CartGroups.tsx';
import { CartSummary } from './CartSummary.tsx';
import { booksCount } from './group.ts';
import { type MemberCartState, useMemberCart } from './use-member-cart.ts';
import { VisitorCart } from './VisitorCart.tsx';

/** The cart screen of /carrinho (and /cart): items by seller, totals, 'Finalizar compra'. */
export function CartView() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PendingPage />;
  if (!user) return <VisitorCart />;
  return <MemberCart />;
}

function MemberCart() {
  const state = useMemberCart();
  const { cart } = state;
  if (cart.isPending) return <PendingPage />;
  if (!cart.data) return <CartLoadError onRetry={() => void cart.refetch()} />;
  if (cart.data.items.length === 0) return <CartEmpty />;
  return <CartContents state={state} cart={cart.data} />;
}

function CartContents({ state, cart }: { state: MemberCartState; cart: CartData }) {
  const { items } = cart;
  const priced = priceCart(cart, cart.buyerPlace);
  const { groups, subtotalCents, totalCents } = priced;
  const choose = useDeliveryChoice();
  const unavailable = items.filter((i) => !i.available).length;
  return (
    <PageShell title="Carrinho" intro={`${booksCount(items.length)} no seu carrinho.`}>
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div ref={state.listRef} tabIndex={-1} className="flex flex-col gap-6 outline-none">
          {unavailable > 0 && <UnavailableAlert count={unavailable} />}
          {groups.map((group) => (
            <CartGroup
              key={group.seller.id}
              group={group}
              state={state}
              delivery={
                <GroupDelivery group={group} priced={priced} place={cart.buyerPlace} onChoose={choose} />
              }
            />
          ))}
          <button
            type="button"
            onClick={() => state.setConfirmClear(true)}
            className={`${secondaryButtonClass} w-fit`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Limpar carrinho
          </button>
        </div>

        <div className="lg:sticky lg:top-36">
          <CartSummary groups={groups} subtotalCents={subtotalCents} totalCents={totalCents}>
            <CheckoutLinks blocked={unavailable > 0 || priced.stranded.length > 0} />
          </CartSummary>
        </div>
      </div>

      <ConfirmDialog
        open={state.confirmClear}
        onOpenChange={state.setConfirmClear}
        title="Limpar carrinho?"
        description="Todos os livros serão retirados do seu carrinho."
        confirmLabel="Limpar carrinho"
        destructive
        busy={state.clearing}
        onConfirm={state.clearCart}
      />
    </PageShell>
  );
}

/** 'Finalizar compra' (disabled while unavailable books remain) and 'Continuar comprando'. */
function CheckoutLinks({ blocked }: { blocked: boolean }) {
  return (
    <>
      {blocked ? (
        <button type="button" disabled className={`${primaryButtonClass} w-full opacity-50`}>
          Finalizar compra
        </button>
      ) : (
        <Link to="/checkout" className={`${primaryButtonClass} w-full`}>
          Finalizar compra
        </Link>
      )}
      <Link to="/" hash="livros" className="text-center font-medium text-brand-800 text-sm hover:underline">
        Continuar comprando
      </Link>
    </>
  );
}
