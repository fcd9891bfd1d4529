import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The page an e-mail's link opens (the address confirmation, the newsletter's way out): what it
 * is doing while its POST runs, then done or failed, each with its title, words and next step.
 */
export function EmailLinkOutcome({
  status,
  working,
  title,
  children,
  next,
}: {
  status: 'working' | 'done' | 'failed';
  working: string;
  title: string;
  children?: ReactNode;
  next?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      {status === 'working' ? (
        <p role="status" className="flex items-center gap-2 text-stone-700">
          <Loader2 aria-hidden="true" className="size-5 motion-safe:animate-spin" /> {working}
        </p>
      ) : (
        <>
          {status === 'done' ? (
            <CheckCircle2 aria-hidden="true" className="size-12 text-green-700" />
          ) : (
            <XCircle aria-hidden="true" className="size-12 text-red-700" />
          )}
          <h1 className="font-semibold font-serif text-3xl text-stone-900">{title}</h1>
          <p role={status === 'failed' ? 'alert' : undefined} className="text-stone-700">
            {children}
          </p>
          {next}
        </>
      )}
    </div>
  );
}
