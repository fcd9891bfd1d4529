import { clsx } from 'clsx';
import { formatMoment } from '../../lib/dates.ts';
import { eventNote, eventTitle, type OrderDetail } from './model.ts';

/** The order's state history, oldest first, each step with its date (pt-BR). */
export function OrderTimeline({
  order,
}: {
  order: Pick<OrderDetail, 'events' | 'buyer' | 'seller' | 'pickup'>;
}) {
  return (
    <ol className="flex flex-col" aria-label="Histórico do pedido">
      {order.events.map((event, i) => {
        const actor =
          event.actorId === order.buyer.id ? 'buyer' : event.actorId === order.seller.id ? 'seller' : null;
        const note = eventNote(event.status, event.note);
        const last = i === order.events.length - 1;
        return (
          <li key={`${event.status}-${event.createdAt}`} className="relative flex gap-3 pb-5 last:pb-0">
            {!last && (
              <span aria-hidden="true" className="absolute top-4 left-[7px] h-full w-0.5 bg-stone-200" />
            )}
            <span
              aria-hidden="true"
              className={clsx(
                'relative mt-1 size-4 shrink-0 rounded-full border-2',
                event.status === 'cancelado'
                  ? 'border-stone-500 bg-stone-300'
                  : last
                    ? 'border-brand-700 bg-brand-600'
                    : 'border-brand-600 bg-white',
              )}
            />
            <div className="flex min-w-0 flex-col">
              <p className="font-medium text-stone-900">
                {eventTitle(event.status, actor, event.note, order.pickup !== null)}
              </p>
              <p className="text-stone-600 text-sm">
                <time dateTime={event.createdAt}>{formatMoment(event.createdAt)}</time>
              </p>
              {note && <p className="mt-0.5 break-words text-sm text-stone-700">{note}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
