import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title.ts';

/** The common frame of a content page: tab title, heading, optional intro, then the body. */
export function PageShell({
  title,
  description,
  heading,
  intro,
  children,
}: {
  title: string;
  /** The meta description; the site's default when absent. */
  description?: string;
  heading?: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  usePageTitle(title, description);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 md:py-10 lg:px-6">
      <h1 className="font-semibold font-serif text-3xl text-stone-900 md:text-4xl">{heading ?? title}</h1>
      {intro && <div className="mt-2 max-w-3xl text-stone-600">{intro}</div>}
      <div className="mt-8">{children}</div>
    </div>
  );
}

/** A friendly empty state with an optional action. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-stone-300 border-dashed bg-white px-6 py-14 text-center">
      <p className="font-semibold text-lg text-stone-800">{title}</p>
      {children && <div className="max-w-md text-sm text-stone-600">{children}</div>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-sm text-white hover:bg-brand-800';
export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-5 py-2.5 font-semibold text-sm text-stone-800 hover:bg-stone-100';
