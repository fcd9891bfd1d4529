import { Link } from '@tanstack/react-router';
import { Info } from 'lucide-react';
import { useDemoData } from '../categories.ts';
import { DEMO_EXPLANATION, DEMO_LABEL, DEMO_LINK_TEXT, DEMO_SECTION_ID } from '../layout/DemoNotice.tsx';

/** The command that leaves demo mode (docs/product/demo-data.md#leaving-demo-mode). */
export const REMOVE_DEMO_COMMAND = 'npm run remove-demo';

/** The admin panel's notice: the same words as the footer's, and the way out. */
export function AdminDemoNotice() {
  const demo = useDemoData();
  if (!demo) return null;
  return (
    <section
      aria-labelledby="aviso-demonstracao"
      className="mb-6 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-stone-800 text-sm"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="flex flex-col gap-1">
        <h2 id="aviso-demonstracao" className="font-semibold text-base text-stone-900">
          {DEMO_LABEL}
        </h2>
        <p>{DEMO_EXPLANATION}</p>
        <p>
          Para começar a comunidade de verdade, rode <code className="font-mono">{REMOVE_DEMO_COMMAND}</code>{' '}
          no servidor: as contas de demonstração e tudo o que é delas são apagados; os membros reais e as
          categorias ficam.{' '}
          <Link to="/sobre" hash={DEMO_SECTION_ID} className="font-semibold text-brand-800 underline">
            {DEMO_LINK_TEXT}
          </Link>
        </p>
      </div>
    </section>
  );
}
