import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminLayout } from '../../../components/admin/AdminLayout.tsx';
import { MediationCase } from '../../../components/admin/mediation/MediationCase.tsx';
import { MediationQueue } from '../../../components/admin/mediation/MediationQueue.tsx';

// The queue and a case are one route, the case named by ?caso=<problem id>: each route costs the
// home page's first JavaScript its entry in the route tree (docs/product/admin.md#mediation).
export const Route = createFileRoute('/admin/_guarded/mediacao')({
  validateSearch: (search: Record<string, unknown>): { caso?: string } =>
    typeof search.caso === 'string' && search.caso !== '' ? { caso: search.caso } : {},
  component: MediationPage,
});

function MediationPage() {
  const { caso } = Route.useSearch();
  if (caso)
    return (
      <AdminLayout
        title="Mediação de problema"
        intro={
          <Link to="/admin/mediacao" className="inline-flex min-h-11 items-center text-brand-800 underline">
            Voltar à fila de mediação
          </Link>
        }
      >
        <MediationCase problemId={caso} />
      </AdminLayout>
    );
  return (
    <AdminLayout
      title="Mediação"
      intro="Problemas de pedidos em que uma das partes pediu mediação, dos pedidos mais antigos para os mais novos."
    >
      <MediationQueue />
    </AdminLayout>
  );
}
