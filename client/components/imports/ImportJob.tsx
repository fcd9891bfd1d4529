import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import { useEffect, useId, useRef, useState } from 'react';
import type { AppRouter } from '../../../server/app-router.ts';
import { refreshCatalogue } from '../../lib/catalogue.ts';
import { refusalMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { ListError } from '../ListError.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../PageShell.tsx';
import { toastError, toastSuccess } from '../toast.ts';
import { ImportProgress } from './ImportProgress.tsx';
import { ImportRows } from './ImportRows.tsx';
import { countsText, previewVerdict } from './import-text.ts';

// One import job (docs/product/spreadsheets.md): its preview with 'Confirmar' and 'Cancelar', then
// the progress of its listing, then what was done.

type Job = inferRouterOutputs<AppRouter>['imports']['job'];
const POLL_MS = 1_500;

export function ImportJob({ jobId, onNew }: { jobId: string; onNew: () => void }) {
  const queryClient = useQueryClient();
  const job = useQuery({
    ...trpc.imports.job.queryOptions({ jobId }),
    refetchInterval: (q) => (q.state.data?.status === 'listing' ? POLL_MS : false),
  });
  const status = job.data?.status;
  const wasListing = useRef(false);
  useEffect(() => {
    if (status === 'listing') wasListing.current = true;
    // The books are on sale now: the catalogue's pages show them without a reload.
    if (status === 'done' && wasListing.current) {
      void refreshCatalogue(queryClient);
      // The rows read during the preview have no book yet: read again, each now links to its book.
      void queryClient.invalidateQueries({ queryKey: trpc.imports.rows.pathKey() });
    }
  }, [status, queryClient]);

  if (job.isPending) return <p role="status">Carregando a importação...</p>;
  if (job.isError) return <ListError what="a importação" onRetry={() => void job.refetch()} />;
  const data = job.data;
  return (
    <div className="space-y-6">
      <p className="text-stone-600 text-sm">
        Planilha <span className="font-medium text-stone-900">{data.fileName}</span>: {data.total}{' '}
        {data.total === 1 ? 'linha' : 'linhas'} com livros.
      </p>
      {data.status === 'preview' && <Preview job={data} onNew={onNew} />}
      {data.status === 'listing' && (
        <section aria-labelledby="listing-heading" className="space-y-3">
          <h2 id="listing-heading" className="font-semibold text-stone-900 text-xl">
            Anunciando seus livros
          </h2>
          <ImportProgress done={data.done} total={data.work} label="Livros anunciados" />
          <p className="text-sm text-stone-600">
            Pode fechar esta página: o trabalho continua e o progresso fica salvo.
          </p>
        </section>
      )}
      {data.status === 'done' && <Done job={data} onNew={onNew} />}
      {data.status === 'cancelled' && (
        <p>
          Importação cancelada. Nada foi alterado.{' '}
          <button type="button" onClick={onNew} className="font-medium text-brand-800 underline">
            Importar outra planilha
          </button>
        </p>
      )}
    </div>
  );
}

function Preview({ job, onNew }: { job: Job; onNew: () => void }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const [onlyRefused, setOnlyRefused] = useState(false);
  const confirm = useMutation(trpc.imports.confirm.mutationOptions());
  const cancel = useMutation(trpc.imports.cancel.mutationOptions());
  const work = job.counts.new + job.counts.updated;
  const busy = confirm.isPending || cancel.isPending;

  const onConfirm = async () => {
    try {
      const next = await confirm.mutateAsync({ jobId: job.id });
      queryClient.setQueryData(trpc.imports.job.queryKey({ jobId: job.id }), next);
    } catch (error) {
      toastError(refusalMessage(error, 'Não foi possível confirmar a importação. Tente novamente.'));
    }
  };
  const onCancel = async () => {
    try {
      const { message } = await cancel.mutateAsync({ jobId: job.id });
      toastSuccess(message);
      await queryClient.invalidateQueries({ queryKey: trpc.imports.pathKey() });
      onNew();
    } catch (error) {
      toastError(refusalMessage(error, 'Não foi possível cancelar a importação. Tente novamente.'));
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="font-semibold text-stone-900 text-xl">
        Prévia: {countsText(job.counts)}
      </h2>
      <p className="max-w-3xl text-stone-700">{previewVerdict(job.counts)}</p>
      <div className="flex flex-wrap gap-3">
        {work > 0 ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => void onConfirm()}
            className={`${primaryButtonClass} disabled:opacity-60`}
          >
            {confirm.isPending
              ? 'Confirmando...'
              : `Confirmar e anunciar ${work} ${work === 1 ? 'livro' : 'livros'}`}
          </button>
        ) : null}
        <button
          type="button"
          disabled={busy}
          onClick={() => void onCancel()}
          className={`${secondaryButtonClass} disabled:opacity-60`}
        >
          {work > 0 ? 'Cancelar importação' : 'Voltar e enviar outra planilha'}
        </button>
      </div>
      {job.counts.refused > 0 && (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={onlyRefused}
            onChange={(e) => setOnlyRefused(e.target.checked)}
            className="size-4"
          />
          Mostrar só as linhas recusadas
        </label>
      )}
      <ImportRows key={String(onlyRefused)} jobId={job.id} onlyRefused={onlyRefused} />
    </section>
  );
}

function Done({ job, onNew }: { job: Job & { failed: number }; onNew: () => void }) {
  const listed = job.done - job.failed;
  return (
    <section aria-labelledby="done-heading" className="space-y-4">
      <h2 id="done-heading" className="font-semibold text-stone-900 text-xl">
        Importação concluída
      </h2>
      <ImportProgress done={job.done} total={job.work} label="Livros anunciados" />
      <p role="status" className="text-stone-700">
        {job.work === 0
          ? 'Nada mudou: seus livros já estavam como na planilha.'
          : `${listed} ${listed === 1 ? 'livro anunciado ou atualizado' : 'livros anunciados ou atualizados'}${job.failed > 0 ? `; ${job.failed} não puderam ser anunciados (veja o motivo abaixo)` : ''}.`}
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/estante" className={primaryButtonClass}>
          Ver Minha Estante
        </Link>
        <button type="button" onClick={onNew} className={secondaryButtonClass}>
          Importar outra planilha
        </button>
      </div>
      <ImportRows jobId={job.id} onlyRefused={false} />
    </section>
  );
}
