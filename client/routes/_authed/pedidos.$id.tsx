import { createFileRoute, notFound } from '@tanstack/react-router';
import { ErrorPage } from '../../components/ErrorPage.tsx';
import { PendingPage } from '../../components/Loading.tsx';
import { OrderPage } from '../../components/orders/OrderPage.tsx';
import { EmptyState, PageShell, primaryButtonClass } from '../../components/PageShell.tsx';
import { SiteLink } from '../../components/SiteLink.tsx';
import { loadOrNotFound } from '../../lib/not-found.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ?novos=id1,id2: the orders one checkout created (one per seller), for the notice on top. */
function validateSearch(search: Record<string, unknown>): { novos?: string } {
  if (typeof search.novos !== 'string') return {};
  const ids = search.novos.split(',').filter((id) => UUID.test(id));
  return ids.length > 0 ? { novos: ids.join(',') } : {};
}

export const Route = createFileRoute('/_authed/pedidos/$id')({
  validateSearch,
  loader: async ({ context, params }) => {
    if (!UUID.test(params.id)) throw notFound();
    // Someone else's order answers NOT_FOUND too: it does not exist for this person. The id was
    // checked above, so a BAD_REQUEST is some other refusal and keeps the error screen.
    await loadOrNotFound(
      () => context.queryClient.ensureQueryData(context.trpc.orders.byId.queryOptions({ id: params.id })),
      ['NOT_FOUND'],
    );
  },
  pendingComponent: PendingPage,
  errorComponent: ErrorPage,
  notFoundComponent: OrderNotFound,
  component: Order,
});

function Order() {
  const { id } = Route.useParams();
  const { novos } = Route.useSearch();
  return <OrderPage id={id} created={novos ? novos.split(',') : []} />;
}

function OrderNotFound() {
  return (
    <PageShell title="Pedido não encontrado">
      <EmptyState
        title="Pedido não encontrado"
        action={
          <SiteLink href="/pedidos" className={primaryButtonClass}>
            Ver meus pedidos
          </SiteLink>
        }
      >
        Este pedido não existe ou não é seu.
      </EmptyState>
    </PageShell>
  );
}
