import { useMutation } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { EmailLinkOutcome } from '../components/EmailLinkOutcome.tsx';
import { useLinkAction } from '../components/use-link-action.ts';
import { usePageTitle } from '../components/use-page-title.ts';
import { trpc } from '../lib/trpc.ts';

// The unsubscribe link of a notification mail (docs/product/notifications.md#leaving-by-the-link),
// signed out, like /newsletter/sair.
export const Route = createFileRoute('/notificacoes/sair')({
  validateSearch: (search: Record<string, unknown>) => ({
    u: typeof search.u === 'string' ? search.u : '',
    k: typeof search.k === 'string' ? search.k : '',
    t: typeof search.t === 'string' ? search.t : '',
  }),
  component: Unsubscribe,
});

function Unsubscribe() {
  usePageTitle('Parar emails de notificação');
  const { u, k, t } = Route.useSearch();
  const leave = useMutation(trpc.notifications.unsubscribe.mutationOptions());
  const status = useLinkAction(u && k && t ? { userId: u, kind: k, token: t } : null, leave);
  return (
    <EmailLinkOutcome
      status={status}
      working="Desligando estes emails..."
      title={leave.isSuccess ? 'Emails desligados' : 'Não foi possível desligar'}
      next={
        <Link
          to="/dashboard"
          hash="notificacoes"
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          Escolher os emails em Meu Perfil
        </Link>
      }
    >
      {leave.isSuccess ? leave.data.message : (leave.error?.message ?? 'Link de descadastro inválido.')}
    </EmailLinkOutcome>
  );
}
