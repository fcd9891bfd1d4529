import { useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { AUDIT_ACTION_LABELS } from '../../../../shared/schemas/admin.ts';
import { AdminLayout } from '../../../components/admin/AdminLayout.tsx';
import {
  FilterSelect,
  PagedListState,
  TableFrame,
  TableHead,
  tdClass,
} from '../../../components/admin/Toolbar.tsx';
import { LoadMore } from '../../../components/browse/LoadMore.tsx';
import { allItems, nextCursor } from '../../../components/browse/paged.ts';
import { formatMoment } from '../../../lib/dates.ts';
import { trpc } from '../../../lib/trpc.ts';

export const Route = createFileRoute('/admin/_guarded/auditoria')({
  component: AuditPage,
});

const TARGET_LABELS: Record<string, string> = {
  user: 'Usuário',
  book: 'Livro',
  report: 'Denúncia',
  category: 'Categoria',
};

const ACTION_OPTIONS = [
  ['', 'Todas as ações'] as const,
  ...Object.entries(AUDIT_ACTION_LABELS).map(([k, v]) => [k, v] as const),
];

const FIELD_LABELS: Record<string, string> = {
  name: 'Nome',
  slug: 'Endereço',
  description: 'Descrição',
  group: 'Grupo',
  sortOrder: 'Ordem',
  isActive: 'Ativa',
};

function shown(value: unknown): string {
  if (value === true) return 'sim';
  if (value === false) return 'não';
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}

/** The details worth reading, in words: counts, the changes of an edit. */
function detailLines(details: Record<string, unknown>): string[] {
  const lines: string[] = [];
  if (typeof details.booksHidden === 'number') lines.push(`${details.booksHidden} livro(s) ocultado(s)`);
  if (typeof details.booksRestored === 'number')
    lines.push(`${details.booksRestored} livro(s) de volta às listagens`);
  if (details.outcome === 'removed') lines.push('Mantido como removido (faz parte de um pedido)');
  if (details.outcome === 'deleted') lines.push('Excluído');
  if (details.hidTarget === true) lines.push('Alvo ocultado/suspenso');
  if (typeof details.report === 'string') lines.push('Em resposta a uma denúncia');
  const changes = details.changes;
  if (changes && typeof changes === 'object') {
    for (const [field, change] of Object.entries(changes as Record<string, { de: unknown; para: unknown }>)) {
      lines.push(`${FIELD_LABELS[field] ?? field}: ${shown(change.de)} → ${shown(change.para)}`);
    }
  }
  return lines;
}

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
            {entries?.map((e) => {
              const label = typeof e.details.label === 'string' ? e.details.label : e.targetId;
              return (
                <tr key={e.id}>
                  <td className={`${tdClass} whitespace-nowrap text-stone-700`}>
                    {formatMoment(e.createdAt)}
                  </td>
                  <td className={tdClass}>
                    <div className="flex flex-col">
                      <span className="font-semibold text-stone-900">{e.actorName ?? 'Conta excluída'}</span>
                      {e.actorEmail && <span className="text-stone-600 text-xs">{e.actorEmail}</span>}
                    </div>
                  </td>
                  <td className={tdClass}>
                    <div className="flex max-w-96 flex-col gap-0.5">
                      <span className="font-semibold text-stone-900">
                        {AUDIT_ACTION_LABELS[e.action] ?? e.action}
                      </span>
                      <span className="text-stone-700">
                        {TARGET_LABELS[e.targetType] ?? e.targetType}: {label}
                      </span>
                      {detailLines(e.details).map((line) => (
                        <span key={line} className="text-stone-600 text-xs">
                          {line}
                        </span>
                      ))}
                    </div>
                  </td>
                  <td className={`${tdClass} max-w-72 text-stone-800`}>{e.reason ?? '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </TableFrame>
        {entries && <LoadMore query={query} shown={entries.length} noun={['registro', 'registros']} />}
      </PagedListState>
    </AdminLayout>
  );
}
