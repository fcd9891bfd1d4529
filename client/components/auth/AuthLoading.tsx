import { BookOpen } from 'lucide-react';
import { useEffect, useState } from 'react';

/** The login loader's messages rotate every 3 seconds (docs/product/accounts.md#sign-in). */
export const LOADING_MESSAGES = [
  'Verificando sua sessão...',
  'Organizando sua biblioteca...',
  'Preparando uma experiência de leitura única',
  'Separando as melhores leituras...',
] as const;
export const ROTATE_MS = 3000;

export function AuthLoading() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % LOADING_MESSAGES.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-lg motion-safe:animate-pulse">
        <BookOpen aria-hidden="true" className="size-7" />
      </span>
      <p className="font-serif text-stone-800 text-xl">{LOADING_MESSAGES[index]}</p>
    </div>
  );
}
