import { createFileRoute } from '@tanstack/react-router';
import { NewPassword } from '../components/auth/NewPassword.tsx';

// The link of the recovery e-mail (docs/product/accounts.md#password-recovery).
export const Route = createFileRoute('/nova-senha')({
  validateSearch: (search: Record<string, unknown>) => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  component: function NewPasswordRoute() {
    return <NewPassword token={Route.useSearch().token} />;
  },
});
