import { clsx } from 'clsx';
import { Package } from 'lucide-react';
import { formatPrice } from '../../../shared/format.ts';
import { ORDER_STATUS_LABELS } from '../../../shared/order-status.ts';
import { DEFAULT_COVER, sizedImageUrl } from '../image.ts';
import { SiteLink } from '../SiteLink.tsx';
import type { ConversationSummary } from './live.ts';

/** The book or order the conversation is about, pinned above the messages. */
export function TopicCard({ conversation }: { conversation: ConversationSummary }) {
  const { book, order } = conversation;
  if (book) {
    const unavailable = book.status !== 'available';
    return (
      <SiteLink
        href={book.path}
        className="flex items-center gap-3 border-stone-200 border-b bg-stone-50 px-4 py-2.5 hover:bg-stone-100"
      >
        <img
          src={sizedImageUrl(book.photo ?? DEFAULT_COVER, 96)}
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-md bg-stone-200 object-cover"
        />
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-semibold text-sm text-stone-900">{book.title}</span>
          <span className="truncate text-stone-600 text-xs">por {book.author}</span>
          <span className={clsx('font-semibold text-sm', unavailable ? 'text-stone-500' : 'text-brand-800')}>
            {book.status === 'sold' ? 'Vendido' : unavailable ? 'Indisponível' : formatPrice(book.priceCents)}
          </span>
        </span>
      </SiteLink>
    );
  }
  if (order) {
    return (
      <SiteLink
        href={`/pedidos/${order.id}`}
        className="flex items-center gap-3 border-stone-200 border-b bg-stone-50 px-4 py-2.5 hover:bg-stone-100"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-brand-100 text-brand-800">
          <Package aria-hidden="true" className="size-6" />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-semibold text-sm text-stone-900">
            {order.role === 'buyer' ? 'Sua compra' : 'Sua venda'}: pedido nº{' '}
            {order.id.slice(0, 8).toUpperCase()}
          </span>
          <span className="text-stone-600 text-xs">
            {ORDER_STATUS_LABELS[order.status] ?? order.status} · {formatPrice(order.totalCents)}
          </span>
        </span>
      </SiteLink>
    );
  }
  return null;
}
