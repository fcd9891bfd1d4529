import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_REASONS } from '../../shared/sign-in-reason-lines.ts';
import { fakeTrpc } from './fake-trpc.ts';
import { renderWithRouter } from './render.tsx';

// What a visitor meant to do survives sign-in (docs/product/accounts.md#sign-in): the sign-in
// address says why (a key from a fixed list), the action waits in this tab's storage and is done
// once on return.

const session = vi.hoisted(() => ({ user: null as null | { id: string } }));
vi.mock('../../client/lib/session.ts', () => ({
  useCurrentUser: () => ({ user: session.user, isLoading: false }),
}));
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

/** The tRPC server: every call answered with `data`, or refused with the message named for its path. */
function serve(errors: Record<string, string> = {}) {
  return fakeTrpc(({ path }) => {
    const message = errors[path];
    if (message) return { code: 'CONFLICT', status: 409, message };
    return { data: path === 'follows.followingIds' ? [] : { ok: true } };
  });
}

let server: ReturnType<typeof serve> | undefined;
afterEach(() => {
  server?.restore();
  server = undefined;
  session.user = null;
  sessionStorage.clear();
  toasts.success.mockClear();
  toasts.error.mockClear();
});

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
    server = serve();
    const { router } = await renderWithRouter(<FollowButton userId="ana" name="Ana" />, {
      path: '/livraria/ana',
      pages: { '/auth': <p>Entrar</p> },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Seguir Ana' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ redirect: '/livraria/ana', motivo: 'seguir' });
    expect(server.paths()).not.toContain('follows.follow');

    session.user = { id: 'leitora' };
    await renderWithRouter(<PendingIntentRunner />, { path: '/livraria/ana' });
    await waitFor(() => expect(server?.paths()).toContain('follows.follow'));
    expect(sessionStorage.length).toBe(0);
  });
});

describe('on return, signed in', () => {
  it("'Comprar' puts the book in the cart and opens the checkout", async () => {
    server = serve();
    session.user = { id: 'leitora' };
    savePendingIntent({ kind: 'buy', bookId: 'livro-1' });
    const { router } = await renderWithRouter(<PendingIntentRunner />, {
      path: '/livro/um-livro',
      pages: { '/checkout': <p>Checkout</p> },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(server.paths().filter((c) => c === 'cart.add')).toHaveLength(1);
  });

  it('waits while the sign-in screen is still open', async () => {
    server = serve();
    session.user = { id: 'leitora' };
    savePendingIntent({ kind: 'like', bookId: 'livro-1' });
    await renderWithRouter(<PendingIntentRunner />, { path: '/auth' });
    expect(server.paths()).toEqual([]);
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
    server = serve();
    session.user = { id: 'leitora' };
    savePendingIntent({ kind: 'want-book', bookId: 'livro-1' });
    const first = await renderWithRouter(<PendingIntentRunner />, { path: '/livro/um-livro' });
    await waitFor(() => expect(server?.paths()).toContain('wants.saveWork'));
    first.unmount();
    savePendingIntent({ kind: 'want-search', input: { q: 'cortico' } });
    await renderWithRouter(<PendingIntentRunner />, { path: '/' });
    await waitFor(() => expect(server?.paths()).toContain('wants.saveSearch'));
    expect(toasts.success).toHaveBeenCalledTimes(2);
  });

  it("'Fazer oferta' opens the offer dialog of that book, once", async () => {
    server = serve();
    session.user = { id: 'leitora' };
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
