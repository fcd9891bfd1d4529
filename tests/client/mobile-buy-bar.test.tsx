import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from './render.tsx';

// The phone's sticky bar on the book page (docs/product/book-page.md#buying): 'Adicionar ao
// carrinho' beside 'Comprar', doing what the desktop buttons do, and the agreed price where an
// accepted offer gives one (docs/product/offers.md#the-agreed-price).

const cart = vi.hoisted(() => ({
  inCart: false,
  add: vi.fn(async () => true),
  buy: vi.fn(async () => {}),
  /** The toasts asked for: kind, title, description. */
  toasts: [] as unknown[][],
}));
vi.mock('../../client/lib/cart.ts', () => ({
  useAddToCart: () => ({ add: cart.add, isPending: false }),
  useBuyNow: () => ({ buy: cart.buy, isPending: false }),
  useInCart: () => cart.inCart,
}));
vi.mock('../../client/components/toast.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../client/components/toast.ts')>();
  const record = (kind: string) => (title: unknown, data?: { description?: string }) => {
    cart.toasts.push([kind, title, data?.description]);
  };
  return {
    ...real,
    toast: Object.assign(record('toast'), {
      success: record('success'),
      error: record('error'),
      info: record('info'),
      warning: record('warning'),
    }),
    toastError: (description: string) => record('error')('Erro', { description }),
    toastSuccess: (description: string) => record('success')('Sucesso!', { description }),
  };
});

const { BuyButtons, MobileBuyBar } = await import('../../client/components/book/BuyButtons.tsx');
const { BookPriceLine } = await import('../../client/components/book/BookSummaryParts.tsx');

const BOOK = { id: 'livro-1', status: 'available', available: true };

beforeEach(() => {
  cart.inCart = false;
  cart.add.mockClear();
  cart.buy.mockClear();
  cart.toasts = [];
  window.localStorage.clear();
});

const bar = () => screen.getByTestId('mobile-buy-bar');

describe('the mobile buy bar', () => {
  it("offers a member 'Adicionar ao carrinho' beside 'Comprar', each doing what the desktop's does", async () => {
    await renderWithRouter(<MobileBuyBar book={BOOK} viewer="member" priceText="R$ 40,00" />);
    expect(within(bar()).getByText('R$ 40,00')).toBeInTheDocument();
    await userEvent.click(within(bar()).getByRole('button', { name: 'Adicionar ao carrinho' }));
    expect(cart.add).toHaveBeenCalledWith('livro-1');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Comprar' }));
    expect(cart.buy).toHaveBeenCalledWith('livro-1');
  });

  it('leads to the cart once the book is in it', async () => {
    cart.inCart = true;
    await renderWithRouter(<MobileBuyBar book={BOOK} viewer="member" priceText="R$ 40,00" />);
    expect(within(bar()).getByRole('link', { name: 'Ver carrinho' })).toHaveAttribute('href', '/carrinho');
    expect(within(bar()).queryByRole('button', { name: 'Adicionar ao carrinho' })).toBeNull();
  });

  it("does for a visitor what the desktop's 'Adicionar ao carrinho' does", async () => {
    const outcome = async (ui: ReactNode) => {
      const { router, unmount } = await renderWithRouter(ui, { path: '/livro/livro-1' });
      await userEvent.click(screen.getByRole('button', { name: 'Adicionar ao carrinho' }));
      const result = { href: router.state.location.href, toasts: cart.toasts };
      unmount();
      cart.toasts = [];
      // Whatever a visitor's cart keeps on the device starts empty again for the other button.
      window.localStorage.clear();
      return result;
    };
    const mobile = await outcome(<MobileBuyBar book={BOOK} viewer="visitor" priceText="R$ 40,00" />);
    const desktop = await outcome(<BuyButtons book={BOOK} viewer="visitor" />);
    expect(mobile).toEqual(desktop);
    expect(cart.add).not.toHaveBeenCalled();
  });

  it('leads a visitor to the cart once the book is in the cart kept on the device', async () => {
    // The device keeps books' ids, which are UUIDs.
    const book = { ...BOOK, id: '0b8e8f1c-6a0e-4c57-9d3e-2f1a4c5b6d7e' };
    await renderWithRouter(<MobileBuyBar book={book} viewer="visitor" priceText="R$ 40,00" />);
    await userEvent.click(within(bar()).getByRole('button', { name: 'Adicionar ao carrinho' }));
    expect(await within(bar()).findByRole('link', { name: 'Ver carrinho' })).toHaveAttribute(
      'href',
      '/carrinho',
    );
    expect(within(bar()).queryByRole('button', { name: 'Adicionar ao carrinho' })).toBeNull();
  });

  it('shows the agreed price, the asking one struck through', async () => {
    await renderWithRouter(
      <MobileBuyBar book={BOOK} viewer="member" priceText="R$ 40,00" agreedText="R$ 30,00" />,
    );
    expect(within(bar()).getByText('R$ 30,00')).toBeInTheDocument();
    expect(bar().querySelector('s')).toHaveTextContent('Preço pedido: R$ 40,00');
  });

  it('has neither button on a sold book', async () => {
    await renderWithRouter(
      <MobileBuyBar
        book={{ ...BOOK, status: 'sold', available: false }}
        viewer="member"
        priceText="R$ 40,00"
      />,
    );
    expect(within(bar()).getByRole('button', { name: 'Vendido' })).toBeDisabled();
    expect(within(bar()).queryByRole('button', { name: 'Adicionar ao carrinho' })).toBeNull();
  });
});

describe("the summary's price", () => {
  it('shows the agreed price first, the asking one struck through, and says why', async () => {
    await renderWithRouter(<BookPriceLine price="R$ 40,00" agreed="R$ 30,00" blocked={null} city="Recife" />);
    const price = screen.getByTestId('book-price');
    expect(price).toHaveTextContent('Preço combinado: R$ 30,00');
    expect(price.querySelector('s')).toHaveTextContent('Preço pedido: R$ 40,00');
    expect(price).toHaveTextContent('Preço da sua oferta aceita');
  });

  it('shows the asking price alone without an accepted offer', async () => {
    await renderWithRouter(<BookPriceLine price="R$ 40,00" blocked={null} city="Recife" />);
    expect(screen.getByTestId('book-price')).toHaveTextContent(/^R\$ 40,00$/);
  });
});
