import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trpc } from '../../client/lib/trpc.ts';
import { renderWithRouter } from './render.tsx';

const toastError = vi.fn();
vi.mock('../../client/components/toast.ts', () => ({
  toast: { error: (...args: unknown[]) => toastError(...args), success: vi.fn() },
}));

const { useSignOut } = await import('../../client/lib/session.ts');

const READER = { id: 'leitor-1', email: 'lia@example.com', name: 'Lia', username: 'lia', isAdmin: false };

function SignOutButton() {
  const { signOut } = useSignOut();
  return (
    <button type="button" onClick={signOut}>
      Sair
    </button>
  );
}

/** One tRPC batch answer: `data` for a success, or a refusal with `code` and HTTP `status`. */
function trpcAnswer(answer: { data: unknown } | { code: string; status: number }): Response {
  if ('data' in answer) return Response.json([{ result: { data: { json: answer.data } } }]);
  const error = {
    json: { message: 'Falhou', code: -32603, data: { code: answer.code, httpStatus: answer.status } },
  };
  return Response.json([{ error }], { status: answer.status });
}

async function renderSignedIn() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(trpc.accounts.me.queryKey(), READER as never);
  const view = await renderWithRouter(<SignOutButton />, { path: '/dashboard', queryClient });
  return { ...view, me: () => queryClient.getQueryData(trpc.accounts.me.queryKey()) };
}

let fetchSpy: { mockRestore: () => void } | undefined;
afterEach(() => {
  fetchSpy?.mockRestore();
  toastError.mockClear();
});

describe('Sair (useSignOut)', () => {
  it('forgets the reader before the logout request leaves, so no signed-in query races it', async () => {
    let meWhenSent: unknown = 'not sent';
    const { me, router } = await renderSignedIn();
    fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      if (String(url).includes('accounts.logout')) meWhenSent = me();
      return trpcAnswer({ data: null });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(meWhenSent).toBeNull();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('puts the reader back and says so when the logout fails', async () => {
    const { me, router } = await renderSignedIn();
    fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => trpcAnswer({ code: 'INTERNAL_SERVER_ERROR', status: 500 }));
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Erro', { description: 'Erro ao fazer logout.' }),
    );
    expect(me()).toEqual(READER);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('treats an already ended session as signed out', async () => {
    const { me, router } = await renderSignedIn();
    fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => trpcAnswer({ code: 'UNAUTHORIZED', status: 401 }));
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(me() ?? null).toBeNull();
    expect(toastError).not.toHaveBeenCalled();
  });
});
