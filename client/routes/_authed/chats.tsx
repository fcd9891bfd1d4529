import { createFileRoute } from '@tanstack/react-router';
import { PageShell } from '../../components/PageShell.tsx';

export const Route = createFileRoute('/_authed/chats')({
  component: () => (
    <PageShell title="Mensagens" intro="Conversas com compradores e vendedores.">
      <p className="text-stone-600">
        As mensagens ainda não estão disponíveis. Enquanto isso, combine os detalhes pelo contato do pedido.
      </p>
    </PageShell>
  ),
});
