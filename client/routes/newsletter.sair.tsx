import { useMutation } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { EmailLinkOutcome } from '../components/EmailLinkOutcome.tsx';
import { useLinkAction } from '../components/use-link-action.ts';
import { usePageTitle } from '../components/use-page-title.ts';
import { trpc } from '../lib/trpc.ts';

// The unsubscribe link of a newsletter mail (docs/product/data-rights.md#consents), signed out.
// Leaving is a POST made by this page, so mail scanners that prefetch links change nothing.
export const Route = createFileRoute('/newsletter/sair')({
  validateSearch: (search: Record<string, unknown>) => ({
    u: typeof search.u === 'string' ? search.u : '',
    t: typeof search.t === 'string' ? search.t : '',
  }),
  component: Unsubscribe,
});

function Unsubscribe() {
  usePageTitle('Sair da newsletter');
  const { u, t } = Route.useSearch();
  const leave = useMutation(trpc.newsletter.unsubscribe.mutationOptions());
  const status = useLinkAction(u && t ? { userId: u, token: t } : null, leave);
  return (
    <EmailLinkOutcome
      status={status}
      working="Tirando você da newsletter..."
      title={leave.isSuccess ? 'Você saiu da newsletter' : 'Não foi possível sair'}
      next={
        <Link
          to="/dashboard"
          hash="meus-dados"
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          {leave.isSuccess ? 'Mudar de ideia em Meu Perfil' : 'Desligar a newsletter em Meu Perfil'}
        </Link>
      }
    >
      {leave.isSuccess ? leave.data.message : (leave.error?.message ?? 'Link de descadastro inválido.')}
    </EmailLinkOutcome>
  );
}
