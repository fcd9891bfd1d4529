import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { Handshake, Loader2, MapPin, ShoppingCart } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { formatPrice } from '../../../shared/format.ts';
import { addressInput } from '../../../shared/schemas/verification.ts';
import { useCart } from '../../lib/cart.ts';
import { errorCode, fieldErrorsOf, toastFromError } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { AddressFields, AddressText, type SavedAddress } from '../address/AddressFields.tsx';
import { CoverImage } from '../books/CoverImage.tsx';
import { useZodForm } from '../form/use-zod-form.ts';
import { PendingPage } from '../Loading.tsx';
import { EmptyState, PageShell, primaryButtonClass } from '../PageShell.tsx';
import { CartSummary } from './CartSummary.tsx';
import { groupBySeller } from './group.ts';

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
        <EmptyState
          title="Carrinho vazio"
          action={
            <Link to="/" hash="livros" className={primaryButtonClass}>
              <ShoppingCart aria-hidden="true" className="size-4" />
              Explorar Livros
            </Link>
          }
        >
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

function initialValues() {
  return {
    cep: '',
    street: '',
    number: '',
    complement: '',
    neighborhood: '',
    city: '',
    state: '' as 'SP',
  };
}

function CheckoutForm({
  cart,
  saved,
  onPlaced,
}: {
  cart: CartData;
  saved: SavedAddress | null;
  onPlaced: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const savedParsed = saved ? addressInput.safeParse(saved) : null;
  const canUseSaved = savedParsed?.success === true;
  const [choice, setChoice] = useState<'saved' | 'new'>(canUseSaved ? 'saved' : 'new');
  const [saveAsMine, setSaveAsMine] = useState(!saved);
  const form = useZodForm(addressInput, initialValues());
  const checkout = useMutation(trpc.orders.checkout.mutationOptions());
  const saveAddress = useMutation(trpc.verification.saveAddress.mutationOptions());
  const processing = useRef(false);
  const [busy, setBusy] = useState(false);
  const radioName = useId();

  const groups = groupBySeller(cart.items);
  const unavailable = cart.items.filter((i) => !i.available);

  const confirm = async () => {
    // Spec section 5: ignored while processing (a double click places one order).
    if (processing.current) return;
    let delivery: ReturnType<typeof addressInput.parse>;
    if (choice === 'saved' && savedParsed?.success) {
      delivery = savedParsed.data;
    } else {
      const data = form.validate();
      if (!data) return;
      delivery = data;
    }
    processing.current = true;
    setBusy(true);
    const done = () => {
      processing.current = false;
      setBusy(false);
    };
    if (choice === 'new' && saveAsMine) {
      try {
        await saveAddress.mutateAsync(delivery);
        await queryClient.invalidateQueries({ queryKey: trpc.verification.pathKey() });
      } catch (error) {
        form.showServerErrors(error);
        toastFromError(error, 'Erro', 'Não foi possível salvar o endereço');
        done();
        return;
      }
    }
    let orderIds: string[];
    try {
      ({ orderIds } = await checkout.mutateAsync({ delivery }));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const mapped = Object.fromEntries(
        Object.entries(fields).map(([k, v]) => [k.replace(/^delivery\./, ''), v]),
      );
      if (Object.keys(mapped).length > 0) {
        if (choice === 'saved') setChoice('new');
        form.showServerErrors({ data: { fieldErrors: mapped } });
      }
      toastFromError(error, 'Erro', 'Não foi possível finalizar a compra');
      // A book sold meanwhile: the cart shows which one.
      if (errorCode(error) === 'CONFLICT' || errorCode(error) === 'BAD_REQUEST') {
        await queryClient.invalidateQueries({ queryKey: trpc.cart.list.queryKey() });
      }
      done();
      return;
    }
    onPlaced();
    const [first, ...others] = orderIds;
    if (first) {
      await navigate({
        to: '/pedidos/$id',
        params: { id: first },
        search: others.length > 0 ? { novos: orderIds.join(',') } : {},
      });
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.cart.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.orders.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.books.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.search.pathKey() }),
    ]);
  };

  const optionClass = (active: boolean) =>
    clsx(
      'flex cursor-pointer items-start gap-3 rounded-xl border p-4 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
      active ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-white hover:border-stone-400',
    );

  return (
    <PageShell
      title="Finalizar compra"
      intro="Revise os livros, o endereço de entrega e o total antes de confirmar."
    >
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-8">
          <section aria-labelledby="entrega-titulo" className="flex flex-col gap-4">
            <h2
              id="entrega-titulo"
              className="flex items-center gap-2 font-semibold font-serif text-stone-900 text-xl"
            >
              <MapPin aria-hidden="true" className="size-5 text-brand-700" />
              Endereço de entrega
            </h2>
            {canUseSaved && saved && (
              <fieldset className="flex flex-col gap-3">
                <legend className="sr-only">Onde entregar</legend>
                <label className={optionClass(choice === 'saved')}>
                  <input
                    type="radio"
                    name={radioName}
                    checked={choice === 'saved'}
                    onChange={() => setChoice('saved')}
                    className="mt-1 accent-brand-700"
                  />
                  <span className="flex flex-col gap-0.5">
                    <span className="font-semibold text-stone-900">Meu endereço</span>
                    <AddressText address={saved} />
                  </span>
                </label>
                <label className={optionClass(choice === 'new')}>
                  <input
                    type="radio"
                    name={radioName}
                    checked={choice === 'new'}
                    onChange={() => setChoice('new')}
                    className="mt-1 accent-brand-700"
                  />
                  <span className="font-semibold text-stone-900">Entregar em outro endereço</span>
                </label>
              </fieldset>
            )}
            {choice === 'new' && (
              <form
                ref={form.formRef}
                noValidate
                aria-label="Novo endereço de entrega"
                onSubmit={(e) => {
                  e.preventDefault();
                  void confirm();
                }}
                className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
              >
                <AddressFields form={form} />
                <label className="flex items-center gap-2 text-sm text-stone-800">
                  <input
                    type="checkbox"
                    checked={saveAsMine}
                    onChange={(e) => setSaveAsMine(e.target.checked)}
                    className="size-4 accent-brand-700"
                  />
                  Salvar como meu endereço
                  {saved && <span className="text-stone-500">(substitui o endereço salvo)</span>}
                </label>
                {/* Enter in a field confirms, like the button below. */}
                <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
              </form>
            )}
          </section>

          <section aria-labelledby="itens-titulo" className="flex flex-col gap-4">
            <h2 id="itens-titulo" className="font-semibold font-serif text-stone-900 text-xl">
              Livros
            </h2>
            {groups.map((group) => (
              <div
                key={group.seller.id}
                className="rounded-2xl border border-stone-200 bg-white px-5 py-4 shadow-sm"
              >
                <p className="font-semibold text-stone-800 text-sm">
                  <span className="font-normal text-stone-600">Vendido por </span>
                  {group.sellerLabel}
                </p>
                <ul className="mt-2 divide-y divide-stone-100">
                  {group.items.map((item) => (
                    <li key={item.id} className="flex items-center gap-3 py-3">
                      <CoverImage photo={item.book.photo} alt="" className="size-14 shrink-0 rounded-md" />
                      <div className="min-w-0 flex-1">
                        <p className="truncate font-medium text-stone-900">{item.book.title}</p>
                        <p className="truncate text-sm text-stone-600">por {item.book.author}</p>
                        {!item.available && (
                          <p className="font-semibold text-red-700 text-xs">Não está mais disponível</p>
                        )}
                      </div>
                      <p className="shrink-0 font-semibold text-stone-900 tabular-nums">
                        {formatPrice(item.book.priceCents * item.quantity)}
                      </p>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        </div>

        <div className="flex flex-col gap-4 lg:sticky lg:top-36">
          <CartSummary groups={groups} subtotalCents={cart.subtotalCents} totalCents={cart.totalCents}>
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
              disabled={busy || unavailable.length > 0}
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
              O pagamento é combinado diretamente com o vendedor: depois de confirmar, você vê o contato de
              cada livraria no pedido. Os livros ficam reservados para você.
            </span>
          </p>
        </div>
      </div>
    </PageShell>
  );
}
