import { createFileRoute } from '@tanstack/react-router';
import { PageShell } from '../../components/PageShell.tsx';

export const Route = createFileRoute('/_authed/estante')({
  component: () => (
    <PageShell
      title="Minha Estante"
      intro="Aqui você vai gerenciar os livros que anunciou: editar, remover, marcar como vendido."
    >
      <p className="text-stone-600">Esta página ainda está em construção.</p>
    </PageShell>
  ),
});
