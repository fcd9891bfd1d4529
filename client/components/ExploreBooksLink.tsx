import { Link } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import { primaryButtonClass } from './PageShell.tsx';

/** 'Explorar Livros': an empty page's way back to the home page's books, with the page's icon if it has one. */
export function ExploreBooksLink({ icon: Icon }: { icon?: LucideIcon }) {
  return (
    <Link to="/" hash="livros" className={primaryButtonClass}>
      {Icon && <Icon aria-hidden="true" className="size-4" />}
      Explorar Livros
    </Link>
  );
}
