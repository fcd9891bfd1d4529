import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_REASONS } from '../../shared/sign-in-reason-lines.ts';
import { createBook, createUser } from '../helpers/factories.ts';
import { signedIn } from '../helpers/page-seeds.ts';
import { pageServerForEachTest } from '../helpers/page-server.ts';
import { renderWithRouter } from './render.tsx';

// What a visitor meant to do survives sign-in (docs/product/accounts.md#sign-in): the sign-in
// address says why (a key from a fixed list), the action waits in this tab's storage and is done
// once on return.

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../client/components/toast.ts', () => ({
  toast: { success: toasts.success, error: toasts.error },
  toastSuccess: toasts.success,
  toastError: toasts.error,
}));

const { savePendingIntent, takePendingIntent } = await import('../../client/lib/pending-intent.ts');
const { validateAuthSearch } = await import('../../client/components/auth/search.ts');
const { FollowButton } = await import('../../client/components/follows/FollowButton.tsx');
const { PendingIntentRunner } = await import('../../client/components/auth/PendingIntentRunner.tsx');

const server = pageServerForEachTest();

afterEach(() => {
  sessionStorage.clear();
  toasts.success.mockClear();
  toasts.error.mockClear();
});

/** A book on sale, by a seller of its own. */
async function aBook(title = 'Um Livro') {
  const seller = await createUser(server().t.db);
  return createBook(server().t.db, seller.id, { title, author: 'Aluísio Azevedo' });
}

describe('the pending intent', () => {
  it('is taken once, and only within half an hour', () => {
    savePendingIntent({ kind: 'buy', bookId: 'livro-1' }, sessionStorage, 1_000);
    expect(takePendingIntent(sessionStorage, 2_000)).toEqual({ kind: 'buy', bookId: 'livro-1' });
    expect(takePendingIntent(sessionStorage, 2_000)).toBeNull();

    savePendingIntent({ kind: 'follow', userId: 'ana' }, sessionStorage, 0);
    expect(takePendingIntent(sessionStorage, 31 * 60 * 1000)).toBeNull();
  });

  it('ignores anything malformed in storage', () => {
    for (const raw of ['{', '"x"', '{"kind":"buy","at":1}', '{"kind":"apagar","bookId":"a","at":1}']) {
      sessionStorage.setItem('releia:pending-intent', raw);
      expect(takePendingIntent(sessionStorage, 2)).toBeNull();
    }
  });
});

describe('the sign-in address', () => {
  it('keeps a reason from the fixed list and drops any other', () => {
    expect(validateAuthSearch({ motivo: 'comprar', redirect: '/livro/x' })).toMatchObject({
      motivo: 'comprar',
      redirect: '/livro/x',
    });
    expect(validateAuthSearch({ motivo: 'Ganhe um prêmio' }).motivo).toBeUndefined();
    expect(validateAuthSearch({ motivo: 'toString' }).motivo).toBeUndefined();
    expect(SIGN_IN_REASONS.comprar).toBe('Entre para comprar este livro.');
  });
});

describe("a visitor's 'Seguir'", () => {
  it('is shown, signs in first saying why, and waits to be done on return', async () => {
    const ana = await createUser(server().t.db, { name: 'Ana' });
    const { router } = await renderWithRouter(<FollowButton userId={ana.id} name="Ana" />, {
      path: '/livraria/ana',
      pages: { '/auth': <p>Entrar</p> },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Seguir Ana' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ redirect: '/livraria/ana', motivo: 'seguir' });
    expect(server().calls).not.toContain('follows.follow');

    const { caller } = await signedIn(server(), { name: 'Leitora' });
    await renderWithRouter(<PendingIntentRunner />, { path: '/livraria/ana' });
    await waitFor(async () => expect(await caller.follows.followingIds()).toEqual([ana.id]));
    expect(sessionStorage.length).toBe(0);
  });
});

describe('on return, signed in', () => {
  it("'Comprar' puts the book in the cart and opens the checkout", async () => {
    const book = await aBook();
    const { caller } = await signedIn(server());
    savePendingIntent({ kind: 'buy', bookId: book });
    const { router } = await renderWithRouter(<PendingIntentRunner />, {
      path: '/livro/um-livro',
      pages: { '/checkout': <p>Checkout</p> },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(server().calls.filter((c) => c === 'cart.add')).toHaveLength(1);
    expect((await caller.cart.list()).items.map((i) => i.book.id)).toEqual([book]);
  });

  it('waits while the sign-in screen is still open', async () => {
    const book = await aBook();
    await signedIn(server());
    savePendingIntent({ kind: 'like', bookId: book });
    await renderWithRouter(<PendingIntentRunner />, { path: '/auth' });
    await server().quiet();
    expect(server().calls).toEqual([]);
    expect(sessionStorage.length).toBe(1);
  });
});

const { requestOffer, useOfferRequested } = await import('../../client/lib/offer-request.ts');
const opened: string[] = [];
/** A book's offer box, as far as the request goes: it records the dialogs it opened. */
function Box({ bookId }: { bookId: string }) {
  useOfferRequested(bookId, true, () => opened.push(bookId));
  return null;
}

describe("a visitor's 'Avise-me' and 'Fazer oferta', on return signed in", () => {
  it("'Avise-me quando chegar' saves the work, and 'Avise-me' on a search saves the search", async () => {
    const book = await aBook('O Cortiço');
    const { caller } = await signedIn(server());
    savePendingIntent({ kind: 'want-book', bookId: book });
    const first = await renderWithRouter(<PendingIntentRunner />, { path: '/livro/o-cortico' });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(1));
    first.unmount();
    savePendingIntent({ kind: 'want-search', input: { q: 'cortico' } });
    await renderWithRouter(<PendingIntentRunner />, { path: '/' });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(2));
    expect((await caller.wants.list()).map((w) => [w.kind, w.label])).toEqual([
      ['search', 'cortico'],
      ['work', 'O Cortiço — Aluísio Azevedo'],
    ]);
  });

  it("'Fazer oferta' opens the offer dialog of that book, once", async () => {
    await signedIn(server());
    opened.length = 0;
    await renderWithRouter(
      <>
        <Box bookId="livro-1" />
        <Box bookId="livro-2" />
      </>,
    );
    savePendingIntent({ kind: 'offer', bookId: 'livro-2' });
    await renderWithRouter(<PendingIntentRunner />, { path: '/livro/dois' });
    await waitFor(() => expect(opened).toEqual(['livro-2']));
    requestOffer('livro-3');
    expect(opened).toEqual(['livro-2']);
  });
});
