import { useInfiniteQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useState } from 'react';
import type { AppRouter } from '../../../../server/app-router.ts';
import { trpc, trpcClient } from '../../../lib/trpc.ts';
import { allItems, nextCursor } from '../../browse/paged.ts';
import { usePendingAction } from '../use-pending-action.ts';

export type AdminReport = inferRouterOutputs<AppRouter>['admin']['reports']['list']['items'][number];
export type ReportStatus = 'open' | 'resolved' | 'dismissed';
export type ReportActionKind = 'resolve' | 'dismiss';

export const REPORT_STATUS_OPTIONS: ReadonlyArray<readonly [ReportStatus, string]> = [
  ['open', 'Abertas'],
  ['resolved', 'Resolvidas'],
  ['dismissed', 'Descartadas'],
];

/** A target can be hidden (a book) or suspended (a store) when it still shows on the site. */
function canHideTarget(report: AdminReport | undefined): boolean {
  return (
    report?.target.exists === true &&
    report.target.status !== 'hidden' &&
    report.target.status !== 'removed' &&
    report.target.status !== 'suspended'
  );
}

/** The report queue: its status filter, its pages and the resolution waiting to be confirmed. */
export function useReportsPage() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const query = useInfiniteQuery(
    trpc.admin.reports.list.infiniteQueryOptions({ status }, { getNextPageParam: nextCursor }),
  );
  const action = usePendingAction<{ kind: ReportActionKind; report: AdminReport }>();
  const [hideTarget, setHideTarget] = useState(false);

  const open = (kind: ReportActionKind, report: AdminReport) => {
    setHideTarget(false);
    action.setPending({ kind, report });
  };

  const confirm = async (note: string) => {
    const { pending } = action;
    if (!pending) return;
    const reportId = pending.report.id;
    if (pending.kind === 'resolve')
      await action.run(
        () => trpcClient.admin.reports.resolve.mutate({ reportId, note, hideTarget }),
        'Não foi possível resolver a denúncia.',
      );
    else
      await action.run(
        () => trpcClient.admin.reports.dismiss.mutate({ reportId, note }),
        'Não foi possível descartar a denúncia.',
      );
  };

  return {
    status,
    setStatus,
    query,
    reports: allItems(query),
    action,
    open,
    confirm,
    hideTarget,
    setHideTarget,
    canHide: canHideTarget(action.pending?.report),
  };
}
