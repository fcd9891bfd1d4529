import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { EmptyState, primaryButtonClass } from './PageShell.tsx';

/** The honest body of a listing whose data arrives with a later feature. */
export function ListingNotReady({ title, children }: { title: string; children: ReactNode }) {
  return (
    <EmptyState
      title={title}
      action={
        <Link to="/" hash="livros" className={primaryButtonClass}>
          Explorar Livros
        </Link>
      }
    >
      {children}
    </EmptyState>
  );
}
