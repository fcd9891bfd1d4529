import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { refundPixKeyInput } from '../../../shared/schemas/problems.ts';
import { trpc } from '../../lib/trpc.ts';
import { TextField } from '../form/Field.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../PageShell.tsx';
import type { ProblemsAnswer, ProblemView } from './ProblemThread.tsx';
import { outcomeWords } from './problem-words.ts';
import { useProblemStep } from './use-problem-step.ts';

type Rights = NonNullable<ProblemsAnswer['can']>;

/** The buttons of a problem's steps, exactly those the server allows now (the answer's `can`). */
export function ProblemActions({
  orderId,
  problem,
  can,
}: {
  orderId: string;
  problem: ProblemView;
  can: Rights;
}) {
  const step = useProblemStep(orderId);
  const accept = useMutation(trpc.problems.accept.mutationOptions());
  const mediation = useMutation(trpc.problems.requestMediation.mutationOptions());
  const confirm = useMutation(trpc.problems.confirmOutcome.mutationOptions());
  const proposal = problem.replies.find((r) => r.id === can.accept);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        {proposal?.proposal && (
          <button
            type="button"
            disabled={step.busy}
            className={`${primaryButtonClass} disabled:opacity-60`}
            onClick={() => void step.run(() => accept.mutateAsync({ orderId, replyId: proposal.id }))}
          >
            Aceitar proposta: {outcomeWords(proposal.proposal, proposal.proposalCents)}
          </button>
        )}
        {can.requestMediation && (
          <button
            type="button"
            disabled={step.busy}
            className={`${secondaryButtonClass} disabled:opacity-60`}
            onClick={() => void step.run(() => mediation.mutateAsync({ orderId }))}
          >
            Pedir mediação
          </button>
        )}
        {can.confirm && (
          <button
            type="button"
            disabled={step.busy}
            className={`${primaryButtonClass} disabled:opacity-60`}
            onClick={() => void step.run(() => confirm.mutateAsync({ orderId }))}
          >
            Confirmar que recebi
          </button>
        )}
      </div>
      {can.setPixKey && <RefundPixKeyForm orderId={orderId} current={problem.refundPixKey} />}
    </div>
  );
}

/** The buyer's Pix key for money back, read only by the seller of this order and the moderation. */
function RefundPixKeyForm({ orderId, current }: { orderId: string; current: string | null }) {
  const [pixKey, setPixKey] = useState(current ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = useMutation(trpc.problems.setRefundPixKey.mutationOptions());
  const step = useProblemStep(orderId);
  const submit = async () => {
    const parsed = refundPixKeyInput.safeParse({ orderId, pixKey });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    await step.run(
      () => save.mutateAsync(parsed.data),
      (fields) => setError(fields.pixKey),
    );
  };
  return (
    <form
      noValidate
      aria-label="Chave Pix para devolução"
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        label="Sua chave Pix para devolução"
        name="pixKey"
        value={pixKey}
        onChange={(e) => setPixKey(e.target.value)}
        error={error}
        hint="Só o vendedor deste pedido e a moderação veem."
        className="flex-1"
      />
      <button type="submit" disabled={step.busy} className={`${secondaryButtonClass} disabled:opacity-60`}>
        {current ? 'Atualizar chave' : 'Enviar chave'}
      </button>
    </form>
  );
}
