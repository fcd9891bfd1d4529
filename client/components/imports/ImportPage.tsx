import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { ListError } from '../ListError.tsx';
import { PendingPage } from '../Loading.tsx';
import { PageShell } from '../PageShell.tsx';
import { ImportJob } from './ImportJob.tsx';
import { SheetUpload } from './SheetUpload.tsx';

/**
 * 'Importar planilha' (docs/product/spreadsheets.md): the form, then the job it made. A job not yet
 * finished is the server's (imports.current), so a reload comes back to its preview or progress.
 */
export function ImportPage() {
  const current = useQuery(trpc.imports.current.queryOptions());
  // undefined: whatever the server says is current; null: the form, by the seller's choice.
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const jobId = chosen === undefined ? (current.data?.id ?? null) : chosen;

  let body: React.ReactNode;
  if (chosen === undefined && current.isPending) body = <PendingPage text="Carregando..." />;
  else if (chosen === undefined && current.isError)
    body = <ListError what="sua importação" onRetry={() => void current.refetch()} />;
  else if (jobId) body = <ImportJob key={jobId} jobId={jobId} onNew={() => setChosen(null)} />;
  else body = <SheetUpload onUploaded={setChosen} />;

  return (
    <PageShell
      title="Importar planilha"
      intro={
        <>
          Anuncie muitos livros de uma vez a partir de uma planilha. Veja cada linha antes de confirmar; fotos
          podem ser adicionadas depois, em{' '}
          <Link to="/estante" className="text-brand-800 underline">
            Minha Estante
          </Link>
          .
        </>
      }
    >
      {body}
    </PageShell>
  );
}
