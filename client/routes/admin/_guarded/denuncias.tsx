import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../../../components/admin/AdminLayout.tsx';
import { ReportCard } from '../../../components/admin/reports/ReportCard.tsx';
import { ResolveDialog } from '../../../components/admin/reports/ResolveDialog.tsx';
import { REPORT_STATUS_OPTIONS, useReportsPage } from '../../../components/admin/reports/use-reports-page.ts';
import { FilterSelect, PagedListState } from '../../../components/admin/Toolbar.tsx';
import { LoadMore } from '../../../components/browse/LoadMore.tsx';

export const Route = createFileRoute('/admin/_guarded/denuncias')({
  component: ReportsPage,
});

function ReportsPage() {
  const page = useReportsPage();
  const { status, setStatus, query, reports } = page;
  return (
    <AdminLayout
      title="Denúncias"
      intro="Denúncias de livros e lojas feitas pelos usuários. As abertas aparecem das mais antigas para as mais novas."
    >
      <div className="mb-4 flex">
        <FilterSelect label="Mostrar" value={status} onChange={setStatus} options={REPORT_STATUS_OPTIONS} />
      </div>
      <PagedListState
        query={query}
        items={reports}
        empty={status === 'open' ? 'Nenhuma denúncia aberta. Tudo em ordem!' : 'Nenhuma denúncia aqui.'}
      >
        <ul className="flex flex-col gap-3">
          {reports?.map((r) => (
            <ReportCard key={r.id} report={r} onAction={page.open} />
          ))}
        </ul>
        {reports && <LoadMore query={query} shown={reports.length} noun={['denúncia', 'denúncias']} />}
      </PagedListState>
      <ResolveDialog page={page} />
    </AdminLayout>
  );
}
