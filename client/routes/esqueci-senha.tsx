import { createFileRoute } from '@tanstack/react-router';
import { ForgotPassword } from '../components/auth/ForgotPassword.tsx';

// 'Esqueci minha senha', linked from the sign-in form (docs/product/accounts.md#password-recovery).
export const Route = createFileRoute('/esqueci-senha')({
  component: ForgotPassword,
});
