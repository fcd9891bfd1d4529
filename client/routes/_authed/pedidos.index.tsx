import { createFileRoute } from '@tanstack/react-router';
import { OrdersList, type OrdersTab } from '../../components/orders/OrdersList.tsx';

function validateSearch(search: Record<string, unknown>): { aba?: OrdersTab } {
  return search.aba === 'vendas' || search.aba === 'compras' ? { aba: search.aba } : {};
}

// Orders (docs/product/orders.md), login required (the _authed guard).
export const Route = createFileRoute('/_authed/pedidos/')({
  validateSearch,
  component: Orders,
});

function Orders() {
  const { aba } = Route.useSearch();
  return <OrdersList tab={aba ?? 'compras'} />;
}
