import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../db/password.ts';
import { passwordResetsSettled, RESETS_PER_HOUR_PER_ACCOUNT } from '../../server/accounts/password-reset.ts';
import { PASSWORDS_DIFFER, RESET_LINK_DEAD, RESET_REQUESTED } from '../../shared/schemas/password-reset.ts';
import { callerFor } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';
import { pageServerForEachTest } from '../helpers/page-server.ts';
import { renderWithRouter } from './render.tsx';

// Signing in and 'Esqueci minha senha' (docs/product/accounts.md#password-recovery) over the real
// server: its refusals beside the form, the link mailed, and the new password that signs in.

const toastError = vi.fn();
const toastSuccess = vi.fn();
vi.mock('../../client/components/toast.ts', () => ({
  toast: {
    error: (...args: unknown[]) => toastError(...args),
    success: (...args: unknown[]) => toastSuccess(...args),
  },
}));

const { LoginForm } = await import('../../client/components/auth/LoginForm.tsx');
const { ForgotPassword } = await import('../../client/components/auth/ForgotPassword.tsx');
const { NewPassword } = await import('../../client/components/auth/NewPassword.tsx');
const { trpcClient } = await import('../../client/lib/trpc.ts');

const server = pageServerForEachTest();
const EMAIL = 'ana@example.com';
let passwordHash: string;

beforeEach(async () => {
  passwordHash ??= await hashPassword('senha-antiga-1');
  await createUser(server().t.db, { email: EMAIL, name: 'Ana', passwordHash });
});
afterEach(async () => {
  toastError.mockClear();
  toastSuccess.mockClear();
  // The link is written after the answer: nothing may still be writing when the server closes.
  await passwordResetsSettled();
});

/** Asks for a link for Ana on the server, as she would from another tab: the token mailed. */
async function mailedToken(): Promise<string> {
  await callerFor(server().t).accounts.requestPasswordReset({ email: EMAIL });
  await passwordResetsSettled();
  const mail = await server()
    .t.db.selectFrom('outbox')
    .select('body')
    .where('kind', '=', 'password_reset')
    .executeTakeFirstOrThrow();
  return /\/nova-senha\?token=([\w-]+)/.exec(mail.body)?.[1] ?? '';
}

const asked = (path: string) => server().calls.filter((c) => c === path);

describe('the sign-in form', () => {
  it('says a wrong password once, beside the form, and offers Esqueci minha senha', async () => {
    const message = 'Email ou senha incorretos. Confira os dados e tente novamente.';
    const { router } = await renderWithRouter(<LoginForm onSignedIn={async () => {}} />, { path: '/auth' });
    await userEvent.type(screen.getByLabelText('Email'), EMAIL);
    await userEvent.type(screen.getByLabelText('Senha'), 'errada-123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(toastError).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Esqueci minha senha' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/esqueci-senha'));
  });

  it('says an unexpected failure beside the form too', async () => {
    server().failWith('accounts.login', 500);
    await renderWithRouter(<LoginForm onSignedIn={async () => {}} />, { path: '/auth' });
    await userEvent.type(screen.getByLabelText('Email'), EMAIL);
    await userEvent.type(screen.getByLabelText('Senha'), 'qualquer-1');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocorreu um erro durante o login. Tente novamente.',
    );
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe('Esqueci minha senha', () => {
  it('checks the address here, then shows the one answer and moves focus to it', async () => {
    await renderWithRouter(<ForgotPassword />, { path: '/esqueci-senha' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(screen.getByText('Informe seu email.')).toBeInTheDocument();
    expect(asked('accounts.requestPasswordReset')).toEqual([]);

    await userEvent.type(screen.getByLabelText('Email'), EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_REQUESTED);
    expect(screen.getByRole('heading', { name: 'Confira seu email' })).toHaveFocus();
    expect(asked('accounts.requestPasswordReset')).toHaveLength(1);
    await passwordResetsSettled();
    expect(await server().t.db.selectFrom('password_resets').selectAll().execute()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Usar outro email' }));
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
  });

  it('says a refusal beside the form', async () => {
    for (let i = 0; i < RESETS_PER_HOUR_PER_ACCOUNT; i++) await mailedToken();
    await renderWithRouter(<ForgotPassword />, { path: '/esqueci-senha' });
    await userEvent.type(screen.getByLabelText('Email'), EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Muitos pedidos de nova senha\. Tente novamente em \d+ minutos\.$/,
    );
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe('Criar nova senha', () => {
  it('says a link is dead before anything is typed', async () => {
    await renderWithRouter(<NewPassword token={'a'.repeat(43)} />, { path: '/nova-senha' });
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_DEAD);
    expect(screen.getByRole('heading', { name: 'Link expirado' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/esqueci-senha',
    );
    expect(screen.queryByLabelText('Nova senha')).toBeNull();
  });

  it('says a page opened without a token is a dead link, asking nothing', async () => {
    await renderWithRouter(<NewPassword token="" />, { path: '/nova-senha' });
    expect(screen.getByRole('alert')).toHaveTextContent(RESET_LINK_DEAD);
    expect(server().calls).toEqual([]);
  });

  it('asks for the same password twice under the registration rules', async () => {
    await renderWithRouter(<NewPassword token={await mailedToken()} />, { path: '/nova-senha' });
    const password = await screen.findByLabelText('Nova senha');
    expect(screen.getByRole('list', { name: 'Requisitos da senha' })).toBeInTheDocument();
    await userEvent.type(password, 'livros2025');
    await userEvent.type(screen.getByLabelText('Repita a nova senha'), 'livros2026');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    expect(server().calls).toEqual(['accounts.passwordResetLink']);
  });

  it('saves, signs in and leaves for the home page', async () => {
    const { router } = await renderWithRouter(<NewPassword token={await mailedToken()} />, {
      path: '/nova-senha',
    });
    await userEvent.type(await screen.findByLabelText('Nova senha'), 'livros2025');
    await userEvent.type(screen.getByLabelText('Repita a nova senha'), 'livros2025');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Said once the page's data is read again as Ana.
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Nova senha salva', {
        description: 'Você já está conectado. As outras sessões da conta foram encerradas.',
      }),
    );
    // (This harness renders the same page on '/', which asks about its link again.)
    expect(asked('accounts.resetPassword')).toHaveLength(1);
    // The page is signed in as Ana, by the cookie the server set.
    expect(await trpcClient.accounts.me.query()).toMatchObject({ email: EMAIL });
  });

  it('turns to the dead link when the link was spent meanwhile', async () => {
    const token = await mailedToken();
    await renderWithRouter(<NewPassword token={token} />, { path: '/nova-senha' });
    await userEvent.type(await screen.findByLabelText('Nova senha'), 'livros2025');
    await userEvent.type(screen.getByLabelText('Repita a nova senha'), 'livros2025');
    // Used in another tab before this one saves.
    await callerFor(server().t).accounts.resetPassword({
      token,
      password: 'outra-senha-9',
      confirmPassword: 'outra-senha-9',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByRole('heading', { name: 'Link expirado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toBeInTheDocument();
  });
});
