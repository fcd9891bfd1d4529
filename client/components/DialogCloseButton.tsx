import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';

/** The round '×' in a dialog's title bar; `label` names it for screen readers ('Fechar menu'). */
export function DialogCloseButton({ label, className }: { label: string; className?: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      className={clsx(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-stone-600',
        className ?? 'hover:bg-stone-100',
      )}
    >
      <X aria-hidden="true" className="size-5" />
    </Dialog.Close>
  );
}
