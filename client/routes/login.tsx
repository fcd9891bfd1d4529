import { createFileRoute } from '@tanstack/react-router';
import { AuthLoading } from '../components/auth/AuthLoading.tsx';
import { AuthScreen } from '../components/auth/AuthScreen.tsx';
import { leaveIfSignedIn, validateAuthSearch } from '../components/auth/search.ts';

export const Route = createFileRoute('/login')({
  validateSearch: validateAuthSearch,
  // The same screen as /auth (docs/product/accounts.md#sign-in); the header's 'Entrar' and 'Vender Livros' link here.
  beforeLoad: leaveIfSignedIn,
  pendingComponent: AuthLoading,
  component: function AuthRoute() {
    return <AuthScreen search={Route.useSearch()} path="/login" />;
  },
});
