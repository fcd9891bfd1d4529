import { useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { AUDIT_ACTION_LABELS } from '../../../../shared/schemas/admin.ts';
import { AdminLayout } from '../../../components/admin/AdminLayout.tsx';
import { AuditRow } from '../../../components/admin/AuditRow.tsx';
import { FilterSelect, PagedListState, TableFrame, TableHead } from '../../../components/admin/Toolbar.tsx';
import { LoadMore } from '../../../components/browse/LoadMore.tsx';
import { allItems, nextCursor } from '../../../components/browse/paged.ts';
import { trpc } from '../../../lib/trpc.ts';

export const Route = createFileRoute('/admin/_guarded/auditoria')({
  component: AuditPage,
});

const ACTION_OPTIONS = [
  ['', 'Todas as ações'] as const,
  ...Object.entries(AUDIT_ACTION_LABELS).map(([k, v]) => [k, v] as const),
];

function AuditPage() {
  const [action, setAction] = useState('');
  const query = useInfiniteQuery(
    trpc.admin.audit.list.infiniteQueryOptions({ action }, { getNextPageParam: nextCursor }),
  );
  const entries = allItems(query);
  return (
    <AdminLayout title="Auditoria" intro="Cada ação administrativa, com quem fez, o quê, quando e por quê.">
      <div className="mb-4 flex">
        <FilterSelect label="Ação" value={action} onChange={setAction} options={ACTION_OPTIONS} />
      </div>
      <PagedListState query={query} items={entries} empty="Nenhuma ação registrada.">
        <TableFrame label="Registro de auditoria">
          <TableHead columns={['Quando', 'Quem', 'O quê', 'Por quê']} actions={false} />
          <tbody>
            {entries?.map((e) => (
              <AuditRow key={e.id} entry={e} />
            ))}
          </tbody>
        </TableFrame>
        {entries && <LoadMore query={query} shown={entries.length} noun={['registro', 'registros']} />}
      </PagedListState>
    </AdminLayout>
  );
}
