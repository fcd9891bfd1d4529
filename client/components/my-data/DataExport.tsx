import { Download, Loader2 } from 'lucide-react';
import { formatMoment } from '../../lib/dates.ts';
import { primaryButtonClass, secondaryButtonClass } from '../PageShell.tsx';
import { useDataExport } from './use-data-export.ts';

/** The download of everything Releia holds about the member, as a ZIP of JSON files and photos. */
export function DataExport() {
  const { state, isLoading, isError, busy, request } = useDataExport();
  if (isLoading)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
        <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" /> Carregando...
      </p>
    );
  const ready = state?.status === 'ready' ? state : null;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-700">
        Um arquivo ZIP com um arquivo JSON para cada tipo de dado e as fotos dos seus livros. Outros membros
        aparecem só pelo nome público.
      </p>
      <div role="status" aria-live="polite" className="text-sm">
        {isError && <p className="text-red-700">Não foi possível ver o andamento. Recarregue a página.</p>}
        {(state?.status === 'pending' || state?.status === 'working') && (
          <p className="flex items-center gap-2 text-stone-700">
            <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            Preparando seus dados: {state.progress}
          </p>
        )}
        {(state?.status === 'failed' || state?.status === 'expired') && (
          <p className="text-stone-700">{state.progress}</p>
        )}
        {ready && (
          <p className="text-stone-700">
            Seu arquivo está pronto. O link vale até {formatMoment(ready.expiresAt)} e só funciona com você
            conectado.
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        {ready && (
          <a href={ready.url} download className={primaryButtonClass}>
            <Download aria-hidden="true" className="size-4" /> Baixar arquivo (.zip)
          </a>
        )}
        <button
          type="button"
          onClick={request}
          disabled={busy}
          className={`${ready ? secondaryButtonClass : primaryButtonClass} disabled:opacity-60`}
        >
          {ready ? 'Gerar de novo' : 'Baixar meus dados'}
        </button>
      </div>
    </div>
  );
}
