import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORDS_DIFFER, RESET_LINK_DEAD, RESET_REQUESTED } from '../../shared/schemas/password-reset.ts';
import { type FakeAnswer, fakeTrpc } from './fake-trpc.ts';
import { renderWithRouter } from './render.tsx';

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

/** Answers every call from `answers` by procedure path; a path with no answer fails the test. */
function serve(answers: Record<string, FakeAnswer>) {
  return fakeTrpc(({ path }) => {
    const answer = answers[path];
    if (!answer) throw new Error(`chamada inesperada: ${path}`);
    return answer;
  });
}

let server: ReturnType<typeof serve> | undefined;
afterEach(() => {
  server?.restore();
  toastError.mockClear();
  toastSuccess.mockClear();
});

describe('the sign-in form', () => {
  it('says a wrong password once, beside the form, and offers Esqueci minha senha', async () => {
    const message = 'Email ou senha incorretos. Confira os dados e tente novamente.';
    server = serve({ 'accounts.login': { code: 'BAD_REQUEST', status: 400, message } });
    const { router } = await renderWithRouter(<LoginForm onSignedIn={async () => {}} />, { path: '/auth' });
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'errada-123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(toastError).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Esqueci minha senha' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/esqueci-senha'));
  });

  it('says an unexpected failure beside the form too', async () => {
    server = serve({
      'accounts.login': { code: 'INTERNAL_SERVER_ERROR', status: 500, message: 'boom' },
    });
    await renderWithRouter(<LoginForm onSignedIn={async () => {}} />, { path: '/auth' });
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
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
    server = serve({ 'accounts.requestPasswordReset': { data: { ok: true } } });
    await renderWithRouter(<ForgotPassword />, { path: '/esqueci-senha' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(screen.getByText('Informe seu email.')).toBeInTheDocument();
    expect(server.paths()).toEqual([]);

    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_REQUESTED);
    expect(screen.getByRole('heading', { name: 'Confira seu email' })).toHaveFocus();
    expect(server.paths()).toEqual(['accounts.requestPasswordReset']);

    await userEvent.click(screen.getByRole('button', { name: 'Usar outro email' }));
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  });

  it('says a refusal beside the form', async () => {
    const message = 'Muitos pedidos de nova senha. Tente novamente em 40 minutos.';
    server = serve({
      'accounts.requestPasswordReset': { code: 'TOO_MANY_REQUESTS', status: 429, message },
    });
    await renderWithRouter(<ForgotPassword />, { path: '/esqueci-senha' });
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(toastError).not.toHaveBeenCalled();
  });
});

const TOKEN = 'a'.repeat(43);

describe('Criar nova senha', () => {
  it('says a link is dead before anything is typed', async () => {
    server = serve({ 'accounts.passwordResetLink': { data: { works: false } } });
    await renderWithRouter(<NewPassword token={TOKEN} />, { path: '/nova-senha' });
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_DEAD);
    expect(screen.getByRole('heading', { name: 'Link expirado' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/esqueci-senha',
    );
    expect(screen.queryByLabelText('Nova senha')).toBeNull();
  });

  it('says a page opened without a token is a dead link, asking nothing', async () => {
    server = serve({});
    await renderWithRouter(<NewPassword token="" />, { path: '/nova-senha' });
    expect(screen.getByRole('alert')).toHaveTextContent(RESET_LINK_DEAD);
    expect(server.paths()).toEqual([]);
  });

  it('asks for the same password twice under the registration rules', async () => {
    server = serve({ 'accounts.passwordResetLink': { data: { works: true } } });
    await renderWithRouter(<NewPassword token={TOKEN} />, { path: '/nova-senha' });
    const password = await screen.findByLabelText('Nova senha');
    expect(screen.getByRole('list', { name: 'Requisitos da senha' })).toBeInTheDocument();
    await userEvent.type(password, 'livros2025');
    await userEvent.type(screen.getByLabelText('Repita a nova senha'), 'livros2026');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    expect(server.paths()).toEqual(['accounts.passwordResetLink']);
  });

  it('saves, signs in and leaves for the home page', async () => {
    server = serve({
      'accounts.passwordResetLink': { data: { works: true } },
      'accounts.resetPassword': { data: { ok: true } },
    });
    const { router } = await renderWithRouter(<NewPassword token={TOKEN} />, { path: '/nova-senha' });
    await userEvent.type(await screen.findByLabelText('Nova senha'), 'livros2025');
    await userEvent.type(screen.getByLabelText('Repita a nova senha'), 'livros2025');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(toastSuccess).toHaveBeenCalledWith('Nova senha salva', {
      description: 'Você já está conectado. As outras sessões da conta foram encerradas.',
    });
    // (This harness renders the same page on '/', which asks about its link again.)
    expect(server.paths().filter((c) => c === 'accounts.resetPassword')).toHaveLength(1);
  });

  it('turns to the dead link when the server says it was spent meanwhile', async () => {
    server = serve({
      'accounts.passwordResetLink': { data: { works: true } },
      'accounts.resetPassword': { code: 'BAD_REQUEST', status: 400, message: RESET_LINK_DEAD },
    });
    await renderWithRouter(<NewPassword token={TOKEN} />, { path: '/nova-senha' });
    await userEvent.type(await screen.findByLabelText('Nova senha'), 'livros2025');
    await userEvent.type(screen.getByLabelText('Repita a nova senha'), 'livros2025');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByRole('heading', { name: 'Link expirado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toBeInTheDocument();
  });
});
