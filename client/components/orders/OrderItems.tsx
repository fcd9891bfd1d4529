import { formatPrice } from '../../../shared/format.ts';
import { bookPath } from '../../../shared/slug.ts';
import { CoverImage } from '../books/CoverImage.tsx';
import { ItemPrice } from '../offers/ItemPrice.tsx';
import { SiteLink } from '../SiteLink.tsx';
import type { OrderDetail } from './model.ts';
import { card, cardTitle } from './order-card-classes.ts';

type OrderItem = OrderDetail['items'][number];

/** 'Livros': the books of the order, then the subtotal, the shipping and the total. */
export function OrderItems({ order }: { order: OrderDetail }) {
  return (
    <section className={card} aria-labelledby="livros-pedido">
      <h2 id="livros-pedido" className={cardTitle}>
        Livros
      </h2>
      <ul className="divide-y divide-stone-100">
        {order.items.map((item) => (
          <OrderItemRow key={item.id} item={item} />
        ))}
      </ul>
      <dl className="flex flex-col gap-1.5 border-stone-200 border-t pt-3 text-sm">
        <Row label="Subtotal" value={formatPrice(order.subtotalCents)} />
        {order.pickup ? (
          <Row label="Retirada em mãos" value="Grátis" />
        ) : (
          <Row label="Frete (Correios)" value={formatPrice(order.shippingCents)} />
        )}
        <div className="flex justify-between gap-4 text-base">
          <dt className="font-semibold text-stone-900">Total</dt>
          <dd className="font-bold text-brand-800 tabular-nums" data-testid="order-total">
            {formatPrice(order.totalCents)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** One book of the order: its cover, its title (a link to its page when it has a book id), the line's price. */
function OrderItemRow({ item }: { item: OrderItem }) {
  const path = item.bookId
    ? bookPath({ id: item.bookId, title: item.title, author: item.author ?? '' })
    : null;
  return (
    <li className="flex items-center gap-4 py-3 first:pt-0 last:pb-0">
      <CoverImage photo={item.photo} alt="" className="size-16 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1">
        {path ? (
          <SiteLink href={path} className="line-clamp-2 font-medium text-stone-900 hover:underline">
            {item.title}
          </SiteLink>
        ) : (
          <p className="line-clamp-2 font-medium text-stone-900">{item.title}</p>
        )}
        {item.author && <p className="truncate text-sm text-stone-600">por {item.author}</p>}
      </div>
      <p className="shrink-0 font-semibold text-stone-900 tabular-nums">
        <ItemPrice
          book={{ priceCents: item.priceCents, askingCents: item.askingCents ?? item.priceCents }}
          quantity={item.quantity}
        />
      </p>
    </li>
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
