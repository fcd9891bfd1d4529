import { Link } from '@tanstack/react-router';
import { orderNumber } from '../../../shared/order-number.ts';

/** One checkout made several orders, one per store: links to the others, this one marked current. */
export function SplitNotice({ ids, current }: { ids: string[]; current: string }) {
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
