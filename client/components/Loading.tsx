import { BookOpen, Loader2 } from 'lucide-react';

/** The first-load screen (docs/product/screens.md#loading). */
export function FullPageLoading() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-brand-50 px-6 text-center"
    >
      <span className="relative flex size-16 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-lg motion-safe:animate-pulse">
        <BookOpen aria-hidden="true" className="size-8" />
      </span>
      <p className="font-serif text-2xl text-brand-900">Organizando sua biblioteca...</p>
      <p className="text-brand-800/80 text-sm">Preparando uma experiência de leitura única</p>
    </div>
  );
}

/** The default message while a page's data loads; a page may name what it is opening. */
export function PendingPage({ text = 'Carregando...' }: { text?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center justify-center gap-2 py-24 text-stone-600"
    >
      <Loader2 aria-hidden="true" className="size-5 motion-safe:animate-spin" />
      <span>{text}</span>
    </div>
  );
}
