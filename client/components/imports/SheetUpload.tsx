import { FileSpreadsheet } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { SHEET_COLUMNS } from '../../../shared/spreadsheets.ts';
import { primaryButtonClass } from '../PageShell.tsx';
import { precheckSheet, uploadSheet } from './import-text.ts';

// The sheet's form (docs/product/spreadsheets.md#importing): a file, sent as it is; the server
// answers the import job, whose preview the page then shows.

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

export function SheetUpload({ onUploaded }: { onUploaded: (jobId: string) => void }) {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    const problem = file ? precheckSheet(file) : 'Escolha a planilha a enviar.';
    if (problem || !file) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onUploaded(await uploadSheet(file));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Não foi possível enviar a planilha. Tente novamente.');
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="max-w-2xl space-y-5">
      <div className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
        <label htmlFor={inputId} className="block font-semibold text-stone-900">
          Planilha (CSV ou XLSX)
        </label>
        <p className="mt-1 text-sm text-stone-600">
          Até 5 MB e 10.000 livros. Nada é anunciado antes da sua confirmação.
        </p>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          onChange={() => setError(null)}
          className="mt-3 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-stone-100 file:px-4 file:py-2 file:font-semibold"
        />
        {error && (
          <p id={errorId} role="alert" className="mt-2 text-red-700 text-sm">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy} className={`${primaryButtonClass} mt-4 disabled:opacity-60`}>
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          {busy ? 'Lendo a planilha...' : 'Enviar planilha'}
        </button>
      </div>
      <SheetHelp id={`${inputId}-help`} />
    </form>
  );
}

/** How to lay out the sheet, with the templates to download. */
function SheetHelp({ id }: { id: string }) {
  return (
    <section aria-labelledby={id} className="text-sm text-stone-700">
      <h2 id={id} className="font-semibold text-stone-900">
        Como montar a planilha
      </h2>
      <p className="mt-1">
        A primeira linha tem os nomes das colunas:{' '}
        <code className="break-words">{SHEET_COLUMNS.join(', ')}</code>. Condição e preço são obrigatórios, e
        também título e autores, a menos que a linha traga o ISBN: então eles vêm do ISBN ao anunciar. Separe
        os autores com ponto e vírgula. Exemplo de linha:
      </p>
      <p className="mt-1 break-words rounded bg-stone-100 px-2 py-1 font-mono text-xs">
        9788535914849; Vidas Secas; Graciliano Ramos; Record; 1938; Português; Muito Bom; 12,50; Capa gasta;
        VS-001
      </p>
      <p className="mt-2">
        Baixe o modelo:{' '}
        <a href="/planilhas/modelo.xlsx" download className={linkClass}>
          Excel (XLSX)
        </a>{' '}
        ou{' '}
        <a href="/planilhas/modelo.csv" download className={linkClass}>
          CSV
        </a>
        . Com a coluna codigo, importar de novo atualiza os mesmos livros em vez de repeti-los.
      </p>
    </section>
  );
}
