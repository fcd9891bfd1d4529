import { Loader2 } from 'lucide-react';

/** What a guarded page shows while it checks who is signed in (docs/product/screens.md#routes). */
export function Checking({ message }: { message: 'Verificando acesso...' | 'Verificando permissões...' }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50dvh] items-center justify-center gap-3 px-6 text-stone-700"
    >
      <Loader2 aria-hidden="true" className="size-6 text-brand-700 motion-safe:animate-spin" />
      <span>{message}</span>
    </div>
  );
}
