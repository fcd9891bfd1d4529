import { useMutation } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { EmailLinkOutcome } from '../components/EmailLinkOutcome.tsx';
import { usePageTitle } from '../components/use-page-title.ts';
import { trpc } from '../lib/trpc.ts';

// The unsubscribe link of a notification mail (docs/product/notifications.md#leaving-by-the-link),
// signed out, like /newsletter/sair: the POST is this page's own, so a mail scanner's prefetch
// changes nothing.
export const Route = createFileRoute('/notificacoes/sair')({
  validateSearch: (search: Record<string, unknown>) => ({
    u: typeof search.u === 'string' ? search.u : '',
    k: typeof search.k === 'string' ? search.k : '',
    t: typeof search.t === 'string' ? search.t : '',
  }),
  component: Unsubscribe,
});

function Unsubscribe() {
  usePageTitle('Parar e-mails de notificação');
  const { u, k, t } = Route.useSearch();
  const leave = useMutation(trpc.notifications.unsubscribe.mutationOptions());
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !u || !k || !t) return;
    started.current = true;
    leave.mutate({ userId: u, kind: k, token: t });
  }, [u, k, t, leave]);

  const status = leave.isSuccess ? 'done' : !u || !k || !t || leave.isError ? 'failed' : 'working';
  return (
    <EmailLinkOutcome
      status={status}
      working="Desligando estes e-mails..."
      title={leave.isSuccess ? 'E-mails desligados' : 'Não foi possível desligar'}
      next={
        <Link
          to="/dashboard"
          hash="notificacoes"
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          Escolher os e-mails em Meu Perfil
        </Link>
      }
    >
      {leave.isSuccess ? leave.data.message : (leave.error?.message ?? 'Link de descadastro inválido.')}
    </EmailLinkOutcome>
  );
}
