import { Plus } from 'lucide-react';
import { ACCOUNT_PATHS } from '../layout/nav.ts';
import { SiteLink } from '../SiteLink.tsx';

/** The round 'Adicionar livro' button fixed at the screen's corner, for a signed-in reader. */
export function AddBookButton() {
  return (
    <SiteLink
      href={ACCOUNT_PATHS.addBook}
      aria-label="Adicionar livro"
      title="Adicionar livro"
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white/70 hover:bg-brand-800 md:right-6 md:bottom-6"
    >
      <Plus aria-hidden="true" className="size-7" />
    </SiteLink>
  );
}
