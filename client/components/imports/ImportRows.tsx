import { useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import clsx from 'clsx';
import { useState } from 'react';
import type { AppRouter } from '../../../server/app-router.ts';
import { trpc } from '../../lib/trpc.ts';
import { ListError } from '../ListError.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { OUTCOME_LABELS } from './import-text.ts';

// The preview's rows as they will be listed (docs/product/spreadsheets.md#the-preview): a table
// on wide screens, one card per row on a phone, a page of 100 at a time.

type Row = inferRouterOutputs<AppRouter>['imports']['rows']['rows'][number];

const BADGE: Record<Row['outcome'], string> = {
  new: 'bg-emerald-100 text-emerald-900',
  update: 'bg-sky-100 text-sky-900',
  unchanged: 'bg-stone-100 text-stone-700',
  refused: 'bg-red-100 text-red-900',
};

const COLUMNS = ['Linha', 'Situação', 'Livro', 'Condição', 'Preço', 'Código'] as const;

export function ImportRows({ jobId, onlyRefused }: { jobId: string; onlyRefused: boolean }) {
  const [pages, setPages] = useState<number[]>([0]);
  return (
    <div>
      <table className="w-full border-collapse text-left text-sm max-md:block">
        <caption className="sr-only">Linhas da planilha, como serão anunciadas</caption>
        <thead className="max-md:hidden">
          <tr className="border-stone-300 border-b text-stone-600">
            {COLUMNS.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={clsx('py-2 font-medium', index < COLUMNS.length - 1 && 'pr-3')}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {pages.map((afterLine, i) => (
          <RowsPage
            key={afterLine}
            jobId={jobId}
            afterLine={afterLine}
            onlyRefused={onlyRefused}
            last={i === pages.length - 1}
            onMore={(next) => setPages((p) => [...p, next])}
          />
        ))}
      </table>
    </div>
  );
}

function RowsPage(props: {
  jobId: string;
  afterLine: number;
  onlyRefused: boolean;
  last: boolean;
  onMore: (next: number) => void;
}) {
  const { jobId, afterLine, onlyRefused, last, onMore } = props;
  const page = useQuery(trpc.imports.rows.queryOptions({ jobId, afterLine, onlyRefused }));
  if (page.isPending)
    return (
      <tbody className="max-md:block">
        <tr className="max-md:block">
          <td colSpan={6} className="py-4 text-stone-600 max-md:block" role="status">
            Carregando as linhas...
          </td>
        </tr>
      </tbody>
    );
  if (page.isError)
    return (
      <tbody className="max-md:block">
        <tr className="max-md:block">
          <td colSpan={6} className="py-2 max-md:block">
            <ListError what="as linhas da planilha" onRetry={() => void page.refetch()} />
          </td>
        </tr>
      </tbody>
    );
  const { rows, nextLine } = page.data;
  return (
    <tbody className="max-md:block max-md:space-y-3">
      {rows.length === 0 && afterLine === 0 && (
        <tr className="max-md:block">
          <td colSpan={6} className="py-4 text-stone-600 max-md:block">
            {onlyRefused ? 'Nenhuma linha recusada.' : 'Nenhuma linha.'}
          </td>
        </tr>
      )}
      {rows.map((row) => (
        <RowView key={row.line} row={row} />
      ))}
      {last && nextLine !== null && (
        <tr className="max-md:block">
          <td colSpan={6} className="py-3 max-md:block">
            <button
              type="button"
              onClick={() => onMore(nextLine)}
              className="rounded-full border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100"
            >
              Mostrar mais linhas
            </button>
          </td>
        </tr>
      )}
    </tbody>
  );
}

const cell = 'py-2 pr-3 align-top max-md:block max-md:py-0.5';

function RowView({ row }: { row: Row }) {
  const refused = row.outcome === 'refused';
  return (
    <tr
      className={clsx(
        'border-stone-200 border-b max-md:block max-md:rounded-lg max-md:border max-md:bg-white max-md:p-3',
        refused && 'bg-red-50/60',
      )}
    >
      <td className={clsx(cell, 'text-stone-600 tabular-nums')}>
        <span className="md:sr-only">Linha </span>
        {row.line}
      </td>
      <td className={cell}>
        <span
          className={clsx('inline-block rounded-full px-2 py-0.5 font-medium text-xs', BADGE[row.outcome])}
        >
          {OUTCOME_LABELS[row.outcome]}
        </span>
        {row.state === 'failed' && <span className="ml-1 text-red-800 text-xs">Não anunciado</span>}
      </td>
      <td className={clsx(cell, 'min-w-0')}>
        {row.path ? (
          <SiteLink href={row.path} className="font-medium text-brand-800 underline underline-offset-2">
            {row.title || 'Sem título'}
          </SiteLink>
        ) : (
          <span className="font-medium text-stone-900">
            {row.title || (row.fromIsbn ? `ISBN ${row.isbn}` : 'Sem título')}
          </span>
        )}
        {row.authors.length > 0 && <span className="block text-stone-600">{row.authors.join('; ')}</span>}
        {row.fromIsbn && (
          <span className="block text-stone-600">Título e autor virão do ISBN {row.isbn} ao anunciar.</span>
        )}
        {(row.reason || row.error) && (
          <span className="mt-1 block text-red-800">
            <span className="sr-only">Motivo: </span>
            {row.reason ?? row.error}
          </span>
        )}
      </td>
      <td className={cell}>
        <span className="md:sr-only">Condição: </span>
        {row.condition ?? '—'}
      </td>
      <td className={clsx(cell, 'tabular-nums')}>
        <span className="md:sr-only">Preço: </span>
        {row.price ?? '—'}
      </td>
      <td className={clsx(cell, 'break-all text-stone-600')}>
        {row.code && (
          <>
            <span className="md:sr-only">Código: </span>
            {row.code}
          </>
        )}
      </td>
    </tr>
  );
}
