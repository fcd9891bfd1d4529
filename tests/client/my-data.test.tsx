import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from './render.tsx';

// 'Meus dados' in /dashboard (docs/product/data-rights.md#meus-dados).

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../client/components/toast.ts', () => ({
  toast: Object.assign(vi.fn(), { success: toasts.success, error: toasts.error }),
  toastError: toasts.error,
}));

const { DataExport } = await import('../../client/components/my-data/DataExport.tsx');
const { DeleteAccount } = await import('../../client/components/my-data/DeleteAccount.tsx');

let fetchSpy: { mockRestore: () => void } | null = null;
afterEach(() => {
  fetchSpy?.mockRestore();
  fetchSpy = null;
  toasts.success.mockReset();
  toasts.error.mockReset();
});

type Answer =
  | { data: unknown }
  | { error: { message: string; code: string; fieldErrors?: Record<string, string> } };

/** Answers each tRPC call of a batch by its procedure, with the wire format of server/trpc.ts. */
function mockTrpc(answer: (procedure: string, input: unknown) => Answer) {
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const u = new URL(String(url), 'http://localhost');
    const procedures = u.pathname.replace('/trpc/', '').split(',');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, { json: unknown }>) : {};
    const results = procedures.map((p, i) => {
      const a = answer(p, body[i]?.json);
      if ('data' in a) return { result: { data: { json: a.data } } };
      return {
        error: {
          json: {
            message: a.error.message,
            code: -32600,
            data: {
              code: a.error.code,
              httpStatus: 400,
              fieldErrors: a.error.fieldErrors ?? null,
              title: null,
            },
          },
        },
      };
    });
    const failed = results.some((r) => 'error' in r);
    return Response.json(results, { status: failed ? 400 : 200 });
  });
  fetchSpy = spy;
  return spy;
}

describe('Baixar meus dados', () => {
  it('asks for the export, shows its progress, then the link', async () => {
    let state: unknown = { status: 'none' };
    const fetchMock = mockTrpc((procedure) => {
      if (procedure === 'dataExport.request') {
        state = { status: 'working', progress: 'Lendo seus pedidos.' };
        return { data: { message: 'ok' } };
      }
      return { data: state };
    });
    await renderWithRouter(<DataExport />);
    await userEvent.click(await screen.findByRole('button', { name: 'Baixar meus dados' }));
    expect(await screen.findByText(/Preparando seus dados: Lendo seus pedidos\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar meus dados' })).toBeDisabled();
    state = {
      status: 'ready',
      url: '/meus-dados/exportacao/abc?token=t',
      expiresAt: '2026-11-27T10:00:00.000Z',
    };
    const link = await screen.findByRole('link', { name: /Baixar arquivo/ }, { timeout: 4000 });
    expect(link).toHaveAttribute('href', '/meus-dados/exportacao/abc?token=t');
    expect(screen.getByText(/O link vale até/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('dataExport.request'))).toBe(true);
  });
});

describe('Excluir minha conta', () => {
  it('spells out the consequences, keeps the password through a refusal and names the orders', async () => {
    const refusal =
      'Sua conta ainda tem um pedido em andamento (#ABCD1234). Conclua ou cancele o pedido antes de excluir a conta.';
    let calls = 0;
    mockTrpc((procedure, input) => {
      if (procedure === 'accountDeletion.check')
        return { data: { hasPassword: true, freshSignIn: false, ordersInProgress: [] } };
      calls += 1;
      expect(input).toEqual({ password: 'minha-senha' });
      return calls === 1
        ? {
            error: {
              message: 'Senha incorreta. Confira e tente novamente.',
              code: 'BAD_REQUEST',
              fieldErrors: { password: 'Senha incorreta. Confira e tente novamente.' },
            },
          }
        : { error: { message: refusal, code: 'CONFLICT' } };
    });
    await renderWithRouter(<DeleteAccount />);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir minha conta' });
    expect(within(dialog).getByText(/Não dá para desfazer/)).toBeInTheDocument();
    expect(within(dialog).getByText(/'Conta excluída'/)).toBeInTheDocument();
    const password = await within(dialog).findByLabelText('Digite sua senha para confirmar');
    await userEvent.type(password, 'minha-senha');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir minha conta' }));
    expect(
      await within(dialog).findByText('Senha incorreta. Confira e tente novamente.'),
    ).toBeInTheDocument();
    expect(password).toHaveValue('minha-senha');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir minha conta' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(password).toHaveValue('minha-senha');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Excluir minha conta' })).toHaveFocus();
  });

  it('asks a Google-only member for a fresh Google sign-in', async () => {
    mockTrpc(() => ({ data: { hasPassword: false, freshSignIn: false, ordersInProgress: ['ABCD1234'] } }));
    await renderWithRouter(<DeleteAccount />);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(await within(dialog).findByRole('link', { name: 'entre de novo com o Google' })).toHaveAttribute(
      'href',
      '/auth/google?tab=reauth',
    );
    expect(within(dialog).getByText(/#ABCD1234/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/senha/)).not.toBeInTheDocument();
  });
});
