import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Flag } from 'lucide-react';
import { lazy } from 'react';
import { useCurrentUser } from '../../lib/session.ts';
import { useSignInFirst } from '../../lib/sign-in-first.ts';
import { trpc } from '../../lib/trpc.ts';
import { DeferredDialog, useDeferredDialog } from '../DeferredDialog.tsx';

// The form, its validation (zod) and the dialog load when someone means to report, not with
// every book and store page: they were a third of those pages' code.
const loadDialog = () => import('./ReportDialog.tsx');
const ReportDialog = lazy(() => loadDialog().then((m) => ({ default: m.ReportDialog })));

/**
 * 'Denunciar' on a book or store page: a reason from the list plus the person's words. Visitors
 * go to /auth first (and come back); the owner of the book or store sees no button; someone who
 * already has an open report on it sees that instead of a second form.
 */
export function ReportButton({
  targetType,
  targetId,
  ownerId,
  className,
}: {
  targetType: 'book' | 'store';
  /** The book id, or the store owner's user id. */
  targetId: string;
  /** The seller's user id: the owner cannot report their own listing. */
  ownerId: string;
  className?: string;
}) {
  const { user } = useCurrentUser();
  const signIn = useSignInFirst('denunciar');
  const mine = useQuery({
    ...trpc.reports.mine.queryOptions({ targetType, targetId }),
    enabled: Boolean(user) && user?.id !== ownerId,
  });
  const dialog = useDeferredDialog(loadDialog);

  if (user && user.id === ownerId) return null;

  const alreadyReported = mine.data?.open === true;
  const start = () => {
    if (!user) return signIn();
    dialog.show();
  };

  return (
    <>
      <button
        type="button"
        onClick={start}
        {...dialog.triggerProps}
        disabled={alreadyReported}
        className={clsx(
          'inline-flex items-center gap-1.5 text-sm text-stone-600 hover:text-red-800 disabled:cursor-default disabled:hover:text-stone-600',
          className,
        )}
      >
        <Flag aria-hidden="true" className="size-4" />
        {alreadyReported ? 'Denúncia enviada' : 'Denunciar'}
      </button>
      <DeferredDialog mounted={dialog.mounted}>
        <ReportDialog
          targetType={targetType}
          targetId={targetId}
          open={dialog.open}
          onOpenChange={dialog.setOpen}
        />
      </DeferredDialog>
    </>
  );
}
