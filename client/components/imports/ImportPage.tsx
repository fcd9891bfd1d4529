import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { ListError } from '../ListError.tsx';
import { PendingPage } from '../Loading.tsx';
import { PageShell, primaryButtonClass } from '../PageShell.tsx';
import { ImportJob } from './ImportJob.tsx';
import { SheetUpload } from './SheetUpload.tsx';

/**
 * 'Importar planilha' (docs/product/spreadsheets.md): the form, then the job it made. A job not yet
 * finished is the server's (imports.current), so a reload comes back to its preview or progress.
 */
export function ImportPage() {
  const verification = useQuery(trpc.verification.status.queryOptions());
  const current = useQuery(trpc.imports.current.queryOptions());
  // undefined: whatever the server says is current; null: the form, by the seller's choice.
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const currentId = current.data?.id;
  // Kept once shown: the job stops being current when it is done, and its end must stay on screen.
  useEffect(() => {
    if (currentId) setChosen((was) => (was === undefined ? currentId : was));
  }, [currentId]);
  const jobId = chosen === undefined ? (currentId ?? null) : chosen;

  let body: React.ReactNode;
  if (verification.isLoading || (chosen === undefined && current.isPending))
    body = <PendingPage text="Carregando..." />;
  // The server refuses the others too (sheets-http.ts, imports.confirm).
  else if (verification.data && !verification.data.isSellerEligible) body = <NotASellerYet />;
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

/** Whoever may not list books yet is sent to the steps (docs/product/selling.md#becoming-a-seller). */
function NotASellerYet() {
  return (
    <div className="max-w-2xl space-y-4">
      <p className="text-stone-700">Para importar uma planilha, conclua antes os passos para vender.</p>
      <Link to="/comecar-a-vender" className={primaryButtonClass}>
        Comece a vender
      </Link>
    </div>
  );
}
