import { Link } from '@tanstack/react-router';
import { AlertTriangle, LogIn, RefreshCw, ShoppingCart, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useCart, useClearCart, useRemoveFromCart, useUpdateQuantity } from '../../lib/cart.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { PendingPage } from '../Loading.tsx';
import { EmptyState, PageShell, primaryButtonClass, secondaryButtonClass } from '../PageShell.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { ConfirmDialog } from '../sell/ConfirmDialog.tsx';
import { toast } from '../toast.ts';
import { CartItemRow, SellerHeading } from './CartItemRow.tsx';
import { CartSummary } from './CartSummary.tsx';
import { booksCount, groupBySeller } from './group.ts';

const explore = (
  <Link to="/" hash="livros" className={primaryButtonClass}>
    <ShoppingCart aria-hidden="true" className="size-4" />
    Explorar Livros
  </Link>
);

/** The cart screen of /carrinho (and /cart): items by seller, totals, 'Finalizar compra'. */
export function CartView() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PendingPage />;
  if (!user) {
    return (
      <PageShell title="Carrinho">
        <EmptyState
          title="Entre para ver seu carrinho"
          action={
            <SiteLink href="/auth?redirect=%2Fcarrinho" className={primaryButtonClass}>
              <LogIn aria-hidden="true" className="size-4" />
              Entrar
            </SiteLink>
          }
        >
          Seu carrinho fica guardado na sua conta, pronto em qualquer aparelho.
        </EmptyState>
      </PageShell>
    );
  }
  return <MemberCart />;
}

function MemberCart() {
  const cart = useCart();
  const remove = useRemoveFromCart();
  const quantity = useUpdateQuantity();
  const clear = useClearCart();
  const [confirmClear, setConfirmClear] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);

  // A cart that cannot be read says so (docs/product/cart.md#errors) (once per failure).
  const failedAt = cart.isError ? cart.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error('Erro', { description: 'Não foi possível carregar o carrinho' });
  }, [failedAt]);

  if (cart.isPending) return <PendingPage />;
  if (!cart.data) {
    return (
      <PageShell title="Carrinho">
        <EmptyState
          title="Não foi possível carregar o carrinho"
          action={
            <button type="button" onClick={() => void cart.refetch()} className={primaryButtonClass}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Tentar novamente
            </button>
          }
        >
          Verifique sua conexão e tente de novo.
        </EmptyState>
      </PageShell>
    );
  }

  const { items, subtotalCents, totalCents } = cart.data;
  if (items.length === 0) {
    return (
      <PageShell title="Carrinho">
        <EmptyState title="Seu carrinho está vazio" action={explore}>
          Encontre livros usados nas listas da página inicial. Cada livro é um exemplar único, vendido
          diretamente por outro leitor.
        </EmptyState>
      </PageShell>
    );
  }

  const groups = groupBySeller(items);
  const unavailable = items.filter((i) => !i.available).length;
  const busyId = remove.isPending ? remove.pendingId : quantity.isPending ? quantity.pendingId : null;
  // After a row disappears its button is gone too: keep focus in the list.
  const keepFocus = (ok: boolean) => {
    if (ok) listRef.current?.focus();
  };

  return (
    <PageShell title="Carrinho" intro={`${booksCount(items.length)} no seu carrinho.`}>
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div ref={listRef} tabIndex={-1} className="flex flex-col gap-6 outline-none">
          {unavailable > 0 && (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 text-sm"
            >
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {unavailable === 1
                ? 'Um livro do seu carrinho não está mais disponível. Remova-o para finalizar a compra.'
                : `${unavailable} livros do seu carrinho não estão mais disponíveis. Remova-os para finalizar a compra.`}
            </p>
          )}
          {groups.map((group) => (
            <section
              key={group.seller.id}
              className="rounded-2xl border border-stone-200 bg-white px-5 pt-4 shadow-sm"
              data-testid="cart-group"
            >
              <SellerHeading label={group.sellerLabel} username={group.seller.username} />
              <ul className="divide-y divide-stone-100">
                {group.items.map((item) => (
                  <CartItemRow
                    key={item.id}
                    item={item}
                    busy={busyId === item.id}
                    onRemove={() => void remove.remove(item.id).then(keepFocus)}
                    onQuantity={(q) => void quantity.update(item.id, q).then(keepFocus)}
                  />
                ))}
              </ul>
            </section>
          ))}
          <button
            type="button"
            onClick={() => setConfirmClear(true)}
            className={`${secondaryButtonClass} w-fit`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Limpar carrinho
          </button>
        </div>

        <div className="lg:sticky lg:top-36">
          <CartSummary groups={groups} subtotalCents={subtotalCents} totalCents={totalCents}>
            {unavailable > 0 ? (
              <button type="button" disabled className={`${primaryButtonClass} w-full opacity-50`}>
                Finalizar compra
              </button>
            ) : (
              <Link to="/checkout" className={`${primaryButtonClass} w-full`}>
                Finalizar compra
              </Link>
            )}
            <Link
              to="/"
              hash="livros"
              className="text-center font-medium text-brand-800 text-sm hover:underline"
            >
              Continuar comprando
            </Link>
          </CartSummary>
        </div>
      </div>

      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Limpar carrinho?"
        description="Todos os livros serão retirados do seu carrinho."
        confirmLabel="Limpar carrinho"
        destructive
        busy={clear.isPending}
        onConfirm={() =>
          void clear.clear().then(() => {
            setConfirmClear(false);
          })
        }
      />
    </PageShell>
  );
}
