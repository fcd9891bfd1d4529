import { createFileRoute } from '@tanstack/react-router';
import { ImportPage } from '../../components/imports/ImportPage.tsx';

// 'Importar planilha' (docs/product/spreadsheets.md). No loader: it would ship in the home page's
// entry script; the page loads its own data.
export const Route = createFileRoute('/_authed/importar')({
  component: ImportPage,
});
