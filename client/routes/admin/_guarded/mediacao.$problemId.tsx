import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminLayout } from '../../../components/admin/AdminLayout.tsx';
import { MediationCase } from '../../../components/admin/mediation/MediationCase.tsx';

export const Route = createFileRoute('/admin/_guarded/mediacao/$problemId')({
  component: MediationCasePage,
});

function MediationCasePage() {
  const { problemId } = Route.useParams();
  return (
    <AdminLayout
      title="Mediação de problema"
      intro={
        <Link to="/admin/mediacao" className="inline-flex min-h-11 items-center text-brand-800 underline">
          Voltar à fila de mediação
        </Link>
      }
    >
      <MediationCase problemId={problemId} />
    </AdminLayout>
  );
}
