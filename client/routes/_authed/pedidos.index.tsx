import { createFileRoute } from '@tanstack/react-router';
import { PageShell } from '../../components/PageShell.tsx';

export const Route = createFileRoute('/_authed/pedidos')({
  component: () => (
    <PageShell title="Meus pedidos" intro="Suas compras e vendas, com o andamento de cada uma.">
      <p className="text-stone-600">Esta página ainda está em construção.</p>
    </PageShell>
  ),
});
