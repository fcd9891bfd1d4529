import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/app-router.ts';
import { brazilDayMonth } from '../../../shared/brazil-time.ts';
import { brazilStamp } from '../../../shared/evidence.ts';
import { PROBLEM_REASON_LABELS } from '../../../shared/problems.ts';
import { EvidenceGallery } from '../evidence/EvidenceGallery.tsx';
import { outcomeWords, PROBLEM_STATUS_LABELS, sideWord } from './problem-words.ts';

export type ProblemsAnswer = inferRouterOutputs<AppRouter>['problems']['forOrder'];
export type ProblemView = ProblemsAnswer['problems'][number];
type Reply = ProblemView['replies'][number];

/** One post of the thread: who, when, the text, the photos and any proposal. */
function Post({
  who,
  side,
  at,
  text,
  photos,
  proposal,
}: {
  who: string;
  side: 'buyer' | 'seller';
  at: string;
  text: string;
  photos: ProblemView['photos'];
  proposal?: Pick<Reply, 'proposal' | 'proposalCents' | 'acceptedAt'>;
}) {
  return (
    <li className="flex flex-col gap-1 rounded-xl bg-stone-50 p-3">
      <p className="text-stone-600 text-xs">
        <span className="font-semibold text-stone-900">{who}</span> ({sideWord(side).toLowerCase()}) ·{' '}
        <time dateTime={at}>{brazilStamp(at)}</time>
      </p>
      <p className="whitespace-pre-wrap break-words text-sm text-stone-800">{text}</p>
      {proposal?.proposal && (
        <p className="mt-1 rounded-lg border border-brand-200 bg-white px-3 py-2 text-sm">
          <span className="font-semibold">Proposta:</span>{' '}
          {outcomeWords(proposal.proposal, proposal.proposalCents)}
          {proposal.acceptedAt && <span className="ml-2 font-semibold text-green-800">Aceita</span>}
        </p>
      )}
      <EvidenceGallery photos={photos} label={`Fotos enviadas por ${who}`} />
    </li>
  );
}

/** The problem's whole thread, its state and, once decided, 'Decisão da moderação'. */
export function ProblemThread({ problem, viewer }: { problem: ProblemView; viewer: 'buyer' | 'seller' }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-700">
        <span className="font-semibold text-stone-900">{PROBLEM_REASON_LABELS[problem.reason]}</span> ·{' '}
        <span>{PROBLEM_STATUS_LABELS[problem.status]}</span>
      </p>
      <StatusLine problem={problem} viewer={viewer} />
      <ol aria-label="Mensagens do problema" className="flex flex-col gap-2">
        <Post
          who={problem.openedByName}
          side={problem.openedBy}
          at={problem.createdAt}
          text={problem.text}
          photos={problem.photos}
        />
        {problem.replies.map((r) => (
          <Post
            key={r.id}
            who={r.authorName}
            side={r.author}
            at={r.createdAt}
            text={r.text}
            photos={r.photos}
            proposal={r}
          />
        ))}
      </ol>
      <Outcome problem={problem} viewer={viewer} />
    </div>
  );
}

function StatusLine({ problem, viewer }: { problem: ProblemView; viewer: 'buyer' | 'seller' }) {
  if (problem.status === 'aberto') {
    const due = brazilDayMonth(problem.answerDueAt);
    return (
      <p className="text-sm text-stone-700">
        {problem.openedBy === viewer
          ? `A outra parte tem até ${due} para responder. Depois disso, você pode pedir mediação.`
          : `Responda até ${due}. Depois disso, a outra parte pode pedir mediação.`}
      </p>
    );
  }
  if (problem.status === 'em_mediacao')
    return (
      <p className="text-sm text-stone-700">
        Mediação pedida pelo {sideWord(problem.mediationRequestedBy ?? 'buyer').toLowerCase()}
        {problem.mediationRequestedAt ? ` em ${brazilStamp(problem.mediationRequestedAt)}` : ''}. A moderação
        vai analisar o pedido e decidir.
      </p>
    );
  return null;
}

function Outcome({ problem, viewer }: { problem: ProblemView; viewer: 'buyer' | 'seller' }) {
  if (problem.status !== 'resolvido' || !problem.outcome) return null;
  const what = outcomeWords(problem.outcome, problem.outcomeCents);
  const sellerActs = problem.outcome !== 'nada';
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-stone-300 bg-white p-4">
      {problem.resolvedBy === 'moderacao' ? (
        <>
          <h3 className="font-semibold text-stone-900">Decisão da moderação</h3>
          <p className="text-sm">
            <span className="font-semibold">{what}</span>
          </p>
          <p className="whitespace-pre-wrap text-sm text-stone-800">{problem.decisionText}</p>
        </>
      ) : (
        <p className="text-sm">
          <span className="font-semibold">Resolvido por acordo:</span> {what}
        </p>
      )}
      {sellerActs && (
        <p className="text-sm text-stone-700">
          {problem.outcomeConfirmedAt
            ? `O comprador confirmou em ${brazilStamp(problem.outcomeConfirmedAt)}.`
            : viewer === 'seller'
              ? 'Faça o combinado; o comprador confirma quando receber.'
              : 'Quando o vendedor fizer o combinado, confirme aqui.'}
        </p>
      )}
      {problem.refundPixKey && (problem.outcome === 'devolver' || problem.outcome === 'desconto') && (
        <p className="text-sm text-stone-700">
          Chave Pix do comprador para a devolução:{' '}
          <span className="font-mono font-semibold">{problem.refundPixKey}</span>
        </p>
      )}
    </div>
  );
}
