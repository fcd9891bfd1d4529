import type { Executor } from '../../db/client.ts';
import { writeAudit } from '../accounts/index.ts';

// The parties' steps of a mediation go in the audit log beside the moderation's decision, so the
// log tells the whole mediation: who asked for it, what was decided, who confirmed it was done
// (docs/product/admin.md#mediation). Written in the step's transaction.

export type PartyAuditAction = 'problem.mediation_request' | 'problem.outcome_confirm';

export function auditPartyStep(
  trx: Executor,
  action: PartyAuditAction,
  userId: string,
  problemId: string,
  now: Date,
): () => Promise<void> {
  return () =>
    writeAudit(
      trx,
      { actorId: userId, ip: null, action, targetType: 'problem', targetId: problemId, reason: null },
      now,
    );
}
