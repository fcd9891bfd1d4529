import { createFileRoute } from '@tanstack/react-router';
import { PageShell } from '../../components/PageShell.tsx';

export const Route = createFileRoute('/_authed/checkout')({
  component: () => (
    <PageShell
      title="Finalizar compra"
      intro="Revise os livros, o endereço de entrega e o total antes de confirmar."
    >
      <p className="text-stone-600">A finalização de compra ainda está em construção.</p>
    </PageShell>
  ),
});
