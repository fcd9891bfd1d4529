import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/app-router.ts';
import { PROBLEM_OUTCOME_LABELS, PROBLEM_OUTCOMES } from '../../../shared/problems.ts';
import { AUDIT_ACTION_LABELS } from '../../../shared/schemas/admin.ts';
import { formatMoment } from '../../lib/dates.ts';
import { tdClass } from './Toolbar.tsx';

// One line of the audit log (docs/product/admin.md), in words: when, who, what on which target, why.

export type AuditEntry = inferRouterOutputs<AppRouter>['admin']['audit']['list']['items'][number];

const TARGET_LABELS: Record<string, string> = {
  user: 'Usuário',
  book: 'Livro',
  report: 'Denúncia',
  category: 'Categoria',
  // A mediation's steps and looks name their order (details.label): 'Problema: Pedido 1A2B3C4D'.
  problem: 'Problema',
  order: 'Pedido',
};

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

const isOutcome = (v: unknown): v is keyof typeof PROBLEM_OUTCOME_LABELS =>
  PROBLEM_OUTCOMES.some((o) => o === v);

/** The details worth reading, in words: counts, the changes of an edit, a mediation's outcome. */
export function detailLines(details: Record<string, unknown>): string[] {
  const lines: string[] = [];
  if (typeof details.booksHidden === 'number') lines.push(`${details.booksHidden} livro(s) ocultado(s)`);
  if (typeof details.booksRestored === 'number')
    lines.push(`${details.booksRestored} livro(s) de volta às listagens`);
  if (details.outcome === 'removed') lines.push('Mantido como removido (faz parte de um pedido)');
  if (details.outcome === 'deleted') lines.push('Excluído');
  if (isOutcome(details.outcome)) lines.push(`Resultado: ${PROBLEM_OUTCOME_LABELS[details.outcome]}`);
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

export function AuditRow({ entry: e }: { entry: AuditEntry }) {
  const label = typeof e.details.label === 'string' ? e.details.label : e.targetId;
  return (
    <tr>
      <td className={`${tdClass} whitespace-nowrap text-stone-700`}>{formatMoment(e.createdAt)}</td>
      <td className={tdClass}>
        <div className="flex flex-col">
          <span className="font-semibold text-stone-900">{e.actorName ?? 'Conta excluída'}</span>
          {e.actorEmail && <span className="text-stone-600 text-xs">{e.actorEmail}</span>}
        </div>
      </td>
      <td className={tdClass}>
        <div className="flex max-w-96 flex-col gap-0.5">
          <span className="font-semibold text-stone-900">{AUDIT_ACTION_LABELS[e.action] ?? e.action}</span>
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
}
