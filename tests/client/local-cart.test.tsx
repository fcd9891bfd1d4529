import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_CART_MAX } from '../../shared/local-cart.ts';
import { fakeTrpc } from './fake-trpc.ts';
import { renderWithRouter } from './render.tsx';

// A visitor's cart on the device (docs/product/cart.md#a-visitors-cart): ids in localStorage, the
// books' current data from the public books.byId, merged into the account at sign-in.

const session = vi.hoisted(() => ({ user: null as null | { id: string } }));
vi.mock('../../client/lib/session.ts', () => ({
  useCurrentUser: () => ({ user: session.user, isLoading: false }),
}));
const toasts = vi.hoisted(() => ({ info: vi.fn(), error: vi.fn(), success: vi.fn() }));
vi.mock('../../client/components/toast.ts', () => ({
  toast: toasts,
  toastSuccess: toasts.success,
  toastError: toasts.error,
}));

const local = await import('../../client/lib/local-cart.ts');
const { VisitorCart } = await import('../../client/components/cart/VisitorCart.tsx');
const { PendingIntentRunner, MERGE_DROPPED } = await import(
  '../../client/components/auth/PendingIntentRunner.tsx'
);

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

const book = (id: string, title: string, available = true) => ({
  id,
  title,
  author: 'Autora',
  path: `/livro/${id}`,
  photos: [],
  priceCents: 2500,
  available,
});

/** The tRPC server: books.byId from `books`, cart.merge answering `dropped`; calls recorded with their input. */
function serve(books: Record<string, ReturnType<typeof book>>, dropped: string[] = []) {
  return fakeTrpc(({ path, input }) => {
    if (path === 'cart.merge') return { data: { added: 1, dropped } };
    const found = books[(input as { id?: string } | undefined)?.id ?? ''];
    return found ? { data: found } : { code: 'NOT_FOUND', status: 404, message: 'Livro não encontrado' };
  });
}

let server: ReturnType<typeof serve> | undefined;
afterEach(() => {
  server?.restore();
  server = undefined;
  session.user = null;
  localStorage.clear();
  for (const f of Object.values(toasts)) f.mockClear();
});

describe('the cart on the device', () => {
  it('keeps each book once, up to the limit, and ignores anything malformed', () => {
    expect(local.addToLocalCart(A)).toBe(true);
    expect(local.addToLocalCart(A)).toBe(true);
    expect(local.readLocalCart()).toEqual([A]);
    local.removeFromLocalCart(A);
    expect(local.readLocalCart()).toEqual([]);
    for (let i = 0; i < LOCAL_CART_MAX; i++)
      local.addToLocalCart(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(local.addToLocalCart(B)).toBe(false);
    localStorage.setItem('releia:visitor-cart', JSON.stringify(['nao-e-id', A, A, 3]));
    expect(local.readLocalCart()).toEqual([A]);
    localStorage.setItem('releia:visitor-cart', '{');
    expect(local.readLocalCart()).toEqual([]);
  });

  it('shows the books as they are now, a gone one as unavailable, and removes one', async () => {
    server = serve({ [A]: book(A, 'Dom Casmurro') });
    local.addToLocalCart(A);
    local.addToLocalCart(B);
    await renderWithRouter(<VisitorCart />, { path: '/carrinho' });
    expect(await screen.findByRole('link', { name: 'Dom Casmurro' })).toBeInTheDocument();
    expect(screen.getByText('Livro indisponível')).toBeInTheDocument();
    expect(
      screen.getByText('2 livros no seu carrinho, guardado neste aparelho.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar para finalizar' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fcarrinho&motivo=finalizar',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remover Livro indisponível do carrinho' }));
    expect(local.readLocalCart()).toEqual([A]);
  });

  it('offers sign-in when empty', async () => {
    await renderWithRouter(<VisitorCart />, { path: '/carrinho' });
    expect(screen.getByText('Entre para ver seu carrinho')).toBeInTheDocument();
  });
});

describe('at sign-in', () => {
  it('merges the cart into the account, empties it and says when books were dropped', async () => {
    server = serve({}, [B]);
    local.addToLocalCart(A);
    local.addToLocalCart(B);
    session.user = { id: 'leitora' };
    await act(async () => {
      await renderWithRouter(<PendingIntentRunner />, { path: '/carrinho' });
    });
    await waitFor(() => expect(toasts.info).toHaveBeenCalledWith(MERGE_DROPPED));
    const merge = server.calls.find((c) => c.path === 'cart.merge');
    expect(JSON.parse(merge?.body ?? '{}')).toEqual({ 0: { json: { bookIds: [A, B] } } });
    expect(local.readLocalCart()).toEqual([]);
  });
});
