import { Link } from '@tanstack/react-router';
import { useDemoData } from '../categories.ts';

// While the seeded demo data set is in the database, every page says so in the footer and the
// admin panel says how to leave it (docs/product/demo-data.md#the-notice).

export const DEMO_LABEL = 'Dados de demonstração';
export const DEMO_EXPLANATION = 'Pessoas, livros, pedidos e avaliações deste site são inventados.';
/** The /sobre section the notices link to; its id is the hash. */
export const DEMO_SECTION_ID = 'dados-de-demonstracao';
export const DEMO_LINK_TEXT = 'Sobre os dados de demonstração';

export function DemoFooterNotice() {
  const demo = useDemoData();
  if (!demo) return null;
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-center text-sm text-stone-300 sm:justify-start sm:text-left">
      <strong className="rounded-full bg-amber-300 px-2.5 py-0.5 font-semibold text-stone-900 text-xs">
        {DEMO_LABEL}
      </strong>
      <span>{DEMO_EXPLANATION}</span>
      <Link
        to="/sobre"
        hash={DEMO_SECTION_ID}
        className="rounded-sm text-white underline underline-offset-2 hover:text-amber-200"
      >
        {DEMO_LINK_TEXT}
      </Link>
    </p>
  );
}
