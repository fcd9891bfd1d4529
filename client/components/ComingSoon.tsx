import type { ReactNode } from 'react';
import { ExploreBooksLink } from './ExploreBooksLink.tsx';
import { EmptyState } from './PageShell.tsx';

/** The honest body of a listing whose data arrives with a later feature. */
export function ListingNotReady({ title, children }: { title: string; children: ReactNode }) {
  return (
    <EmptyState title={title} action={<ExploreBooksLink />}>
      {children}
    </EmptyState>
  );
}
