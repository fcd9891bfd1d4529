import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Handshake, Mail, MapPin, Phone, Store, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPrice } from '../../../shared/format.ts';
import { bookPath } from '../../../shared/slug.ts';
import { trpc } from '../../lib/trpc.ts';
import { AddressText } from '../address/AddressFields.tsx';
import { CoverImage } from '../books/CoverImage.tsx';
import { OrderChatLink } from '../messages/StartButtons.tsx';
import { PageShell } from '../PageShell.tsx';
import { ReplyForm } from '../reviews/ReplyForm.tsx';
import { ReviewForm } from '../reviews/ReviewForm.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { formatDateTime, nextStepHint, type OrderDetail, orderNumber } from './model.ts';
import { OrderActions } from './OrderActions.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { ReviewCard } from './ReviewCard.tsx';
import { StatusBadge } from './StatusBadge.tsx';

const card = 'flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm';
const cardTitle = 'font-semibold font-serif text-stone-900 text-lg';

/** Refetches what a change to this order can affect: the order, the lists, the seller's store. */
export function useRefreshOrder(id: string) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.orders.byId.queryKey({ id }) }),
      queryClient.invalidateQueries({ queryKey: trpc.orders.list.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.books.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.stores.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.search.pathKey() }),
    ]);
  };
}

export function OrderPage({ id, created }: { id: string; created: string[] }) {
  const { data: order } = useQuery(trpc.orders.byId.queryOptions({ id }));
  const refresh = useRefreshOrder(id);
  if (!order) return null;
  const buyer = order.role === 'buyer';
  const hint = nextStepHint(order.role, order.status);

  return (
    <PageShell
      title={`Pedido ${orderNumber(order.id)}`}
      heading={
        <span className="flex flex-wrap items-center gap-3">
          Pedido {orderNumber(order.id)}
          <StatusBadge status={order.status} className="text-sm" />
        </span>
      }
      intro={
        <span className="flex flex-col gap-2">
          <Link
            to="/pedidos"
            search={{ aba: buyer ? 'compras' : 'vendas' }}
            className="inline-flex w-fit items-center gap-1 font-medium text-brand-800 text-sm hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {buyer ? 'Minhas compras' : 'Minhas vendas'}
          </Link>
          <span>
            {buyer ? 'Compra' : 'Venda'} feita em{' '}
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </span>
        </span>
      }
    >
      {created.length > 1 && <SplitNotice ids={created} current={order.id} />}

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          <section className={card} aria-labelledby="situacao">
            <h2 id="situacao" className={cardTitle}>
              Situação
            </h2>
            {hint && <p className="text-stone-700">{hint}</p>}
            {order.trackingCode && (
              <p className="text-sm text-stone-700">
                Código de rastreio: <span className="font-mono font-semibold">{order.trackingCode}</span>
              </p>
            )}
            <OrderActions orderId={order.id} role={order.role} status={order.status} onChanged={refresh} />
          </section>

          <section className={card} aria-labelledby="livros-pedido">
            <h2 id="livros-pedido" className={cardTitle}>
              Livros
            </h2>
            <ul className="divide-y divide-stone-100">
              {order.items.map((item) => {
                const path = item.bookId
                  ? bookPath({ id: item.bookId, title: item.title, author: item.author ?? '' })
                  : null;
                return (
                  <li key={item.id} className="flex items-center gap-4 py-3 first:pt-0 last:pb-0">
                    <CoverImage photo={item.photo} alt="" className="size-16 shrink-0 rounded-lg" />
                    <div className="min-w-0 flex-1">
                      {path ? (
                        <SiteLink
                          href={path}
                          className="line-clamp-2 font-medium text-stone-900 hover:underline"
                        >
                          {item.title}
                        </SiteLink>
                      ) : (
                        <p className="line-clamp-2 font-medium text-stone-900">{item.title}</p>
                      )}
                      {item.author && <p className="truncate text-sm text-stone-600">por {item.author}</p>}
                    </div>
                    <p className="shrink-0 font-semibold text-stone-900 tabular-nums">
                      {formatPrice(item.priceCents * item.quantity)}
                    </p>
                  </li>
                );
              })}
            </ul>
            <dl className="flex flex-col gap-1.5 border-stone-200 border-t pt-3 text-sm">
              <Row label="Subtotal" value={formatPrice(order.subtotalCents)} />
              <Row label="Frete" value={formatPrice(order.shippingCents)} />
              <div className="flex justify-between gap-4 text-base">
                <dt className="font-semibold text-stone-900">Total</dt>
                <dd className="font-bold text-brand-800 tabular-nums" data-testid="order-total">
                  {formatPrice(order.totalCents)}
                </dd>
              </div>
            </dl>
          </section>

          {order.status === 'entregue' && <ReviewSection order={order} onChanged={refresh} />}

          <section className={card} aria-labelledby="historico">
            <h2 id="historico" className={cardTitle}>
              Histórico
            </h2>
            <OrderTimeline order={order} />
          </section>
        </div>

        <aside className="flex flex-col gap-6">
          {buyer ? <SellerContact order={order} /> : <BuyerContact order={order} />}
          <section className={card} aria-labelledby="entrega">
            <h2 id="entrega" className={`${cardTitle} flex items-center gap-2`}>
              <MapPin aria-hidden="true" className="size-5 text-brand-700" />
              Endereço de entrega
            </h2>
            <p className="text-sm text-stone-800">
              <AddressText address={order.delivery} />
            </p>
          </section>
        </aside>
      </div>
    </PageShell>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-stone-700">{label}</dt>
      <dd className="font-medium text-stone-900 tabular-nums">{value}</dd>
    </div>
  );
}

function ContactLines({ email, phone }: { email?: string | null; phone?: string | null }) {
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {email && (
        <li className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
          <a href={`mailto:${email}`} className="break-all text-brand-800 hover:underline">
            {email}
          </a>
        </li>
      )}
      {phone ? (
        <li className="flex items-center gap-2">
          <Phone aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="text-brand-800 hover:underline">
            {phone}
          </a>
        </li>
      ) : (
        <li className="text-stone-500">Telefone não informado</li>
      )}
    </ul>
  );
}

function SellerContact({ order }: { order: OrderDetail }) {
  return (
    <section className={card} aria-labelledby="contato-vendedor">
      <h2 id="contato-vendedor" className={`${cardTitle} flex items-center gap-2`}>
        <Store aria-hidden="true" className="size-5 text-brand-700" />
        Vendedor
      </h2>
      <p className="font-medium text-stone-900">
        {order.seller.username ? (
          <Link
            to="/livraria/$username"
            params={{ username: order.seller.username }}
            className="hover:underline"
          >
            {order.seller.name}
          </Link>
        ) : (
          order.seller.name
        )}
      </p>
      <ContactLines email={order.seller.email} phone={order.seller.phone} />
      <OrderChatLink orderId={order.id} label="Conversar com o vendedor" />
      <p className="flex items-start gap-2 rounded-xl bg-stone-100 p-3 text-sm text-stone-700">
        <Handshake aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          O pagamento de {formatPrice(order.totalCents)} é combinado diretamente com o vendedor: o Releia não
          processa pagamentos.
        </span>
      </p>
    </section>
  );
}

function BuyerContact({ order }: { order: OrderDetail }) {
  return (
    <section className={card} aria-labelledby="contato-comprador">
      <h2 id="contato-comprador" className={`${cardTitle} flex items-center gap-2`}>
        <User aria-hidden="true" className="size-5 text-brand-700" />
        Comprador
      </h2>
      <p className="font-medium text-stone-900">{order.buyer.name}</p>
      <ContactLines email={order.buyer.email} phone={order.buyer.phone} />
      <OrderChatLink orderId={order.id} label="Conversar com o comprador" />
      {order.status === 'aguardando_pagamento' && (
        <p className="flex items-start gap-2 rounded-xl bg-stone-100 p-3 text-sm text-stone-700">
          <Handshake aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>
            Combine o pagamento de {formatPrice(order.totalCents)} com o comprador e confirme aqui quando
            receber.
          </span>
        </p>
      )}
    </section>
  );
}

function ReviewSection({ order, onChanged }: { order: OrderDetail; onChanged: () => Promise<void> }) {
  let body: ReactNode = null;
  if (order.review) {
    body = (
      <>
        <ReviewCard review={order.review} buyerName={order.buyer.name} sellerName={order.seller.name} />
        {order.role === 'seller' && !order.review.response && (
          <ReplyForm reviewId={order.review.id} onDone={onChanged} />
        )}
      </>
    );
  } else if (order.role === 'buyer') {
    body = <ReviewForm orderId={order.id} sellerName={order.seller.name} onDone={onChanged} />;
  } else {
    body = <p className="text-sm text-stone-600">O comprador ainda não avaliou esta venda.</p>;
  }
  return (
    <section className={card} aria-labelledby="avaliacao">
      <h2 id="avaliacao" className={cardTitle}>
        Avaliação
      </h2>
      {body}
    </section>
  );
}

function SplitNotice({ ids, current }: { ids: string[]; current: string }) {
  return (
    <div
      role="status"
      className="mb-6 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
    >
      <p className="font-semibold">
        Sua compra gerou {ids.length} pedidos, um por livraria: cada uma envia o seu pacote.
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {ids.map((id) => (
          <li key={id}>
            {id === current ? (
              <span aria-current="page" className="font-semibold">
                Pedido {orderNumber(id)} (este)
              </span>
            ) : (
              <Link
                to="/pedidos/$id"
                params={{ id }}
                search={{ novos: ids.join(',') }}
                className="font-medium underline underline-offset-2"
              >
                Pedido {orderNumber(id)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
