import { Link } from '@tanstack/react-router';
import { Download, Upload } from 'lucide-react';
import { secondaryButtonClass } from '../PageShell.tsx';

// 'Importar planilha' and 'Exportar meus livros' in Minha Estante (docs/product/spreadsheets.md).
// The downloads are plain links: the server answers them as files (server/imports/sheets-http.ts).

// At least 44 px tall: a phone's finger (docs/product/accessibility.md#touch-targets).
const linkClass =
  'inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

export function SheetLinks() {
  return (
    <div className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-3">
      <Link to="/importar" className={secondaryButtonClass}>
        <Upload aria-hidden="true" className="size-4" /> Importar planilha
      </Link>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
        <Download aria-hidden="true" className="size-4" />
        <span>Exportar meus livros:</span>
        <a href="/planilhas/meus-livros.xlsx" download className={linkClass}>
          Excel (XLSX)
        </a>
        <a href="/planilhas/meus-livros.csv" download className={linkClass}>
          CSV
        </a>
      </p>
    </div>
  );
}
