import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_CART_MAX } from '../../shared/local-cart.ts';
import { bookPath } from '../../shared/slug.ts';
import { createBook, createUser } from '../helpers/factories.ts';
import { signedIn } from '../helpers/page-seeds.ts';
import { pageServerForEachTest } from '../helpers/page-server.ts';
import { renderWithRouter } from './render.tsx';

// A visitor's cart on the device (docs/product/cart.md#a-visitors-cart): ids in localStorage, the
// books' current data from the public books.byId, merged into the account at sign-in.

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

const server = pageServerForEachTest();

afterEach(() => {
  localStorage.clear();
  for (const f of Object.values(toasts)) f.mockClear();
});

/** A book of a seller of its own, on sale unless `status` says otherwise. */
async function aBook(title: string, status: 'available' | 'sold' = 'available') {
  const seller = await createUser(server().t.db);
  const book = { title, author: 'Machado de Assis' };
  const id = await createBook(server().t.db, seller.id, { ...book, status });
  return { id, path: bookPath({ id, ...book }) };
}

const A = '11111111-1111-4111-8111-111111111111';
/** Not a book of this database: one removed since it was put in the cart. */
const GONE = '22222222-2222-4222-8222-222222222222';

describe('the cart on the device', () => {
  it('keeps each book once, up to the limit, and ignores anything malformed', () => {
    expect(local.addToLocalCart(A)).toBe(true);
    expect(local.addToLocalCart(A)).toBe(true);
    expect(local.readLocalCart()).toEqual([A]);
    local.removeFromLocalCart(A);
    expect(local.readLocalCart()).toEqual([]);
    for (let i = 0; i < LOCAL_CART_MAX; i++)
      local.addToLocalCart(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(local.addToLocalCart(GONE)).toBe(false);
    localStorage.setItem('releia:visitor-cart', JSON.stringify(['nao-e-id', A, A, 3]));
    expect(local.readLocalCart()).toEqual([A]);
    localStorage.setItem('releia:visitor-cart', '{');
    expect(local.readLocalCart()).toEqual([]);
  });

  it('shows the books as they are now, a gone one as unavailable, and removes one', async () => {
    const book = await aBook('Dom Casmurro');
    local.addToLocalCart(book.id);
    local.addToLocalCart(GONE);
    await renderWithRouter(<VisitorCart />, { path: '/carrinho' });
    expect(await screen.findByRole('link', { name: 'Dom Casmurro' })).toHaveAttribute('href', book.path);
    expect(await screen.findByText('Livro indisponível')).toBeInTheDocument();
    expect(
      screen.getByText('2 livros no seu carrinho, guardado neste aparelho.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar para finalizar' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fcarrinho&motivo=finalizar',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remover Livro indisponível do carrinho' }));
    expect(local.readLocalCart()).toEqual([book.id]);
  });

  it('offers sign-in when empty', async () => {
    await renderWithRouter(<VisitorCart />, { path: '/carrinho' });
    expect(screen.getByText('Entre para ver seu carrinho')).toBeInTheDocument();
  });
});

describe('at sign-in', () => {
  it('merges the cart into the account, empties it and says when books were dropped', async () => {
    const onSale = await aBook('Dom Casmurro');
    const sold = await aBook('Iracema', 'sold');
    local.addToLocalCart(onSale.id);
    local.addToLocalCart(sold.id);
    const { caller } = await signedIn(server());
    await act(async () => {
      await renderWithRouter(<PendingIntentRunner />, { path: '/carrinho' });
    });
    await waitFor(() => expect(toasts.info).toHaveBeenCalledWith(MERGE_DROPPED));
    expect(server().inputsOf('cart.merge')).toEqual([{ bookIds: [onSale.id, sold.id] }]);
    expect((await caller.cart.list()).items.map((i) => i.book.id)).toEqual([onSale.id]);
    expect(local.readLocalCart()).toEqual([]);
  });
});
