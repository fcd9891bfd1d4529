import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addToCartLabel, BuyButtons } from '../../client/components/book/BuyButtons.tsx';
import { CartSummary } from '../../client/components/cart/CartSummary.tsx';
import { priceCart } from '../../client/components/delivery/cart-pricing.ts';
import {
  type CartItem,
  cartCountKey,
  readCartCount,
  useCartCount,
  writeCartCount,
} from '../../client/lib/cart.ts';
import { errorToast } from '../../client/lib/errors.ts';
import { createBook, createUser } from '../helpers/factories.ts';
import { signedIn } from '../helpers/page-seeds.ts';
import { type PageServer, pageServerForEachTest } from '../helpers/page-server.ts';
import { renderWithRouter } from './render.tsx';

function Badge() {
  return <output aria-label="carrinho">{useCartCount()}</output>;
}

const BOOK_A = '0b5e2c1e-8f1a-4c33-9a77-5d7f3e2a1b10';
const BOOK_B = '1c6f3d2f-9a2b-4d44-8b88-6e8a4f3b2c21';

function item(over: {
  id: string;
  bookId: string;
  sellerId: string;
  price: number;
  available?: boolean;
}): CartItem {
  return {
    id: over.id,
    quantity: 1,
    addedAt: '2026-11-21T10:00:00.000Z',
    available: over.available ?? true,
    vacation: null,
    book: {
      id: over.bookId,
      title: `Livro ${over.id}`,
      author: 'Autora',
      priceCents: over.price,
      askingCents: over.price,
      offerId: null,
      currency: 'BRL',
      photo: null,
      status: over.available === false ? 'sold' : 'available',
      path: `/livro/${over.bookId}`,
    },
    seller: {
      id: over.sellerId,
      name: `Pessoa ${over.sellerId}`,
      username: over.sellerId,
      storeName: over.sellerId === 's1' ? 'Sebo Um' : null,
    },
  };
}

beforeEach(() => {
  window.localStorage.clear();
});

/** A reader signed in on the page with `titles` in her real cart, and a book not in it. */
async function readerWithCart(server: PageServer, ...titles: string[]) {
  const { t } = server;
  const seller = await createUser(t.db);
  const { user, caller } = await signedIn(server, { name: 'Leitora' });
  const inCart: string[] = [];
  for (const title of titles) {
    const bookId = await createBook(t.db, seller.id, { title });
    await caller.cart.add({ bookId });
    inCart.push(bookId);
  }
  return { user, inCart, notInCart: await createBook(t.db, seller.id) };
}

describe('addToCartLabel (docs/product/book-page.md#buying, in its order)', () => {
  const base = { pending: false, status: 'available', available: true, inCart: false };

  it('offers the action only for an available book not in the cart', () => {
    expect(addToCartLabel(base)).toEqual({ label: 'Adicionar ao carrinho', disabled: false });
  });

  it("says 'Adicionando...' while working, before anything else", () => {
    expect(addToCartLabel({ ...base, pending: true, status: 'sold', inCart: true })).toEqual({
      label: 'Adicionando...',
      disabled: true,
    });
  });

  it("'Vendido' beats 'No carrinho', which beats 'Indisponível'", () => {
    expect(addToCartLabel({ ...base, status: 'sold', available: false, inCart: true }).label).toBe('Vendido');
    expect(addToCartLabel({ ...base, available: false, inCart: true })).toEqual({
      label: 'No carrinho',
      disabled: true,
    });
    expect(addToCartLabel({ ...base, status: 'hidden', available: false })).toEqual({
      label: 'Indisponível',
      disabled: true,
    });
  });
});

describe('BuyButtons for a signed-in reader', () => {
  const server = pageServerForEachTest();

  it("shows 'No carrinho' (disabled) for a book already in the cart and buys it without adding again", async () => {
    const { inCart } = await readerWithCart(server(), 'Dom Casmurro');
    const { router } = await renderWithRouter(
      <BuyButtons book={{ id: inCart[0] ?? '', status: 'available', available: true }} viewer="member" />,
    );
    const button = await screen.findByRole('button', { name: 'No carrinho' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Ver carrinho' })).toHaveAttribute('href', '/carrinho');
    fireEvent.click(screen.getByRole('button', { name: 'Comprar agora' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    await server().quiet();
    expect(server().calls).not.toContain('cart.add');
  });

  it("offers 'Adicionar ao carrinho' for a book not in the cart", async () => {
    const { notInCart } = await readerWithCart(server(), 'Dom Casmurro');
    await renderWithRouter(
      <BuyButtons book={{ id: notInCart, status: 'available', available: true }} viewer="member" />,
    );
    expect(await screen.findByRole('button', { name: 'Adicionar ao carrinho' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Comprar agora' })).toBeEnabled();
  });
});

describe('the per-user session cache of the cart count', () => {
  it('keeps one count per user and reads nonsense as 0', () => {
    const storage = window.localStorage;
    writeCartCount(storage, 'ana', 3);
    writeCartCount(storage, 'bia', 1);
    expect(readCartCount(storage, 'ana')).toBe(3);
    expect(readCartCount(storage, 'bia')).toBe(1);
    expect(readCartCount(storage, 'caio')).toBe(0);
    storage.setItem(cartCountKey('ana'), 'três');
    expect(readCartCount(storage, 'ana')).toBe(0);
    storage.setItem(cartCountKey('ana'), '-2');
    expect(readCartCount(storage, 'ana')).toBe(0);
  });

  it('survives storage that throws (private mode)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readCartCount(broken, 'ana')).toBe(0);
    expect(() => writeCartCount(broken, 'ana', 2)).not.toThrow();
    expect(readCartCount(null, 'ana')).toBe(0);
  });

  const server = pageServerForEachTest();
  const badge = () => screen.getByRole('status', { name: 'carrinho' });

  it("shows the cached count at first paint, before the server's cart arrives, then the server's", async () => {
    const { user } = await readerWithCart(server(), 'Um', 'Dois', 'Três');
    writeCartCount(window.localStorage, user.id, 2);
    const cart = server().holdAnswers('cart.list');
    await renderWithRouter(<Badge />);
    // The reader is known and her cart asked for: what shows meanwhile is her cached count.
    await cart.reached();
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    cart.release();
    await waitFor(() => expect(badge()).toHaveTextContent('3'));
    // ...and remembers it for the next first paint.
    await waitFor(() => expect(readCartCount(window.localStorage, user.id)).toBe(3));
  });

  it("never shows another user's count", async () => {
    await readerWithCart(server(), 'Um');
    writeCartCount(window.localStorage, 'someone-else', 5);
    const cart = server().holdAnswers('cart.list');
    await renderWithRouter(<Badge />);
    await cart.reached();
    expect(badge()).toHaveTextContent('0');
    cart.release();
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
  });

  it('is 0 for a visitor even with counts cached, and never asks for a cart', async () => {
    writeCartCount(window.localStorage, 'someone-else', 4);
    await renderWithRouter(<Badge />);
    await waitFor(() => expect(server().calls).toContain('accounts.me'));
    await server().quiet();
    expect(badge()).toHaveTextContent('0');
    expect(server().calls).not.toContain('cart.list');
  });
});

describe('cart totals display', () => {
  it('shows the subtotal, one R$ 12,00 Frete line per seller and the total', () => {
    const items = [
      item({ id: 'i1', bookId: BOOK_A, sellerId: 's1', price: 3390 }),
      item({ id: 'i2', bookId: BOOK_B, sellerId: 's2', price: 10800 }),
      item({ id: 'i3', bookId: '3e8b5f4b-1c4d-4f66-8daa-8aac6b5d4e43', sellerId: 's1', price: 1500 }),
    ];
    const { groups, subtotalCents, totalCents } = priceCart({ items, deliveries: [] }, null);
    expect(groups.map((g) => [g.sellerLabel, g.items.length, g.subtotalCents])).toEqual([
      ['Sebo Um', 2, 4890],
      ['Pessoa s2', 1, 10800],
    ]);
    expect([subtotalCents, totalCents]).toEqual([15690, 18090]);
    render(<CartSummary groups={groups} subtotalCents={subtotalCents} totalCents={totalCents} />);
    const summary = screen.getByTestId('cart-summary');
    expect(within(summary).getByText('Subtotal (3 livros)')).toBeInTheDocument();
    expect(within(summary).getByText('R$ 156,90')).toBeInTheDocument();
    expect(within(summary).getAllByText('Frete')).toHaveLength(2);
    expect(within(summary).getAllByText('R$ 12,00')).toHaveLength(2);
    expect(within(summary).getByText('Sebo Um')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('R$ 180,90');
  });

  it('charges no shipping for a seller whose only book is gone, and counts only buyable books', () => {
    const items = [
      item({ id: 'i1', bookId: BOOK_A, sellerId: 's1', price: 3390 }),
      item({ id: 'i2', bookId: BOOK_B, sellerId: 's2', price: 10800, available: false }),
    ];
    const { groups, totalCents } = priceCart({ items, deliveries: [] }, null);
    expect(groups[1]).toMatchObject({ buyable: false, parcel: { method: null, cents: 0 } });
    expect(totalCents).toBe(4590);
    render(<CartSummary groups={groups} subtotalCents={3390} totalCents={totalCents} />);
    const summary = screen.getByTestId('cart-summary');
    expect(within(summary).getByText('Subtotal (1 livro)')).toBeInTheDocument();
    expect(within(summary).getAllByText(/^Frete/)).toHaveLength(1);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('R$ 45,90');
  });
});

describe('refusals as toasts', () => {
  const refusal = (code: string, title: string | null, message: string) =>
    Object.assign(new Error(message), { data: { code, title, fieldErrors: null } });

  it("uses the server's title and sentence for a refusal", () => {
    expect(
      errorToast(
        refusal('CONFLICT', 'Item já no carrinho', 'Este livro já está no seu carrinho'),
        'Erro',
        'x',
      ),
    ).toEqual({ title: 'Item já no carrinho', description: 'Este livro já está no seu carrinho' });
    expect(
      errorToast(refusal('FORBIDDEN', null, 'Só o vendedor pode confirmar o pagamento.'), 'Erro', 'x'),
    ).toEqual({
      title: 'Erro',
      description: 'Só o vendedor pode confirmar o pagamento.',
    });
  });

  it('falls back for crashes and dropped connections', () => {
    const fallback = { title: 'Erro', description: 'Não foi possível adicionar ao carrinho' };
    expect(
      errorToast(
        refusal('INTERNAL_SERVER_ERROR', null, 'Internal server error'),
        'Erro',
        fallback.description,
      ),
    ).toEqual(fallback);
    expect(errorToast(new TypeError('Failed to fetch'), 'Erro', fallback.description)).toEqual(fallback);
    expect(errorToast(undefined, 'Erro', fallback.description)).toEqual(fallback);
  });
});
