import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { useReturnFocus } from './use-return-focus.ts';

/**
 * The shell of every modal dialog: Radix's root, portal, dimmed overlay and content (the props
 * go to the content), with focus given back on close to whatever opened it (useReturnFocus).
 */
export function Modal({
  open,
  onOpenChange,
  overlayClassName = 'bg-stone-950/50',
  ...content
}: ComponentPropsWithoutRef<typeof Dialog.Content> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  overlayClassName?: string;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={clsx('fixed inset-0 z-50', overlayClassName)} />
        <Dialog.Content {...returnFocus} {...content} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}
