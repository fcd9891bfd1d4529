import { randomUUID } from 'node:crypto';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookCardData } from '../../client/components/books/types.ts';
import { EMPTY_ENTRY, likeReducer, shownLike } from '../../client/components/likes/like-state.ts';
import { bookPath } from '../../shared/slug.ts';
import { createBook, createUser } from '../helpers/factories.ts';
import { likedBy, signedIn } from '../helpers/page-seeds.ts';
import { pageServerForEachTest } from '../helpers/page-server.ts';
import { makeBook } from './books.ts';
import { renderWithRouter } from './render.tsx';

// Likes (docs/product/likes.md): the toggle, optimistic and reverted on failure, the double-click
// on a card's cover, and the live counts, over the real server and its live feed (likes.events).

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('../../client/components/toast.ts', () => ({
  toastError: toasts.error,
  toastSuccess: toasts.success,
}));

const { BookCard, DOUBLE_CLICK_MS } = await import('../../client/components/books/BookCard.tsx');
const { LikeButton, likesSentence } = await import('../../client/components/likes/LikeButton.tsx');
const { resetLikeStateForTests, useLiveLikes } = await import('../../client/components/likes/likes.ts');

const server = pageServerForEachTest();

beforeEach(() => {
  toasts.error.mockReset();
  resetLikeStateForTests();
});

/** A book on sale titled `title`, liked by `likes` members: its card's data. */
async function bookLikedBy(title: string, likes = 0) {
  const { t } = server();
  const seller = await createUser(t.db, { name: 'Maria Oliveira' });
  const author = 'José de Alencar';
  const id = await createBook(t.db, seller.id, { title, author });
  await likedBy(server(), id, likes);
  return makeBook({ id, title, author, likesCount: likes, path: bookPath({ id, title, author }) });
}

/** The page's likes of the book, as the server has them. */
const likesOf = async (bookId: string) =>
  server().t.db.selectFrom('likes').select('user_id').where('book_id', '=', bookId).execute();

describe('the like reducer', () => {
  it('flips the flag and the count at once, never below 0', () => {
    const liked = likeReducer(EMPTY_ENTRY, { type: 'toggle', shown: { count: 4, liked: false } });
    expect(shownLike(liked, { count: 4, liked: false })).toEqual({ count: 5, liked: true });
    expect(liked.inFlight).toBe(true);
    const floor = likeReducer(EMPTY_ENTRY, { type: 'toggle', shown: { count: 0, liked: true } });
    expect(shownLike(floor, { count: 0, liked: true })).toEqual({ count: 0, liked: false });
  });

  it('ignores a toggle while one is in flight, and reverts both on failure', () => {
    const first = likeReducer(EMPTY_ENTRY, { type: 'toggle', shown: { count: 4, liked: false } });
    expect(likeReducer(first, { type: 'toggle', shown: { count: 5, liked: true } })).toBe(first);
    const failed = likeReducer(first, { type: 'failed' });
    expect(shownLike(failed, { count: 99, liked: true })).toEqual({ count: 4, liked: false });
    expect(failed.inFlight).toBe(false);
  });

  it("takes the server's count on success and live counts when idle", () => {
    const first = likeReducer(EMPTY_ENTRY, { type: 'toggle', shown: { count: 4, liked: false } });
    // A live count from before our own like is not shown over the optimistic one.
    expect(likeReducer(first, { type: 'remote', count: 4, liked: null })).toBe(first);
    const done = likeReducer(first, { type: 'succeeded', count: 7, liked: true, connections: 0 });
    expect(shownLike(done, { count: 4, liked: false })).toEqual({ count: 7, liked: true });
    const other = likeReducer(done, { type: 'remote', count: 8, liked: null });
    expect(shownLike(other, { count: 4, liked: false })).toEqual({ count: 8, liked: true });
    const mineElsewhere = likeReducer(other, { type: 'remote', count: 7, liked: false });
    expect(shownLike(mineElsewhere, { count: 4, liked: true })).toEqual({ count: 7, liked: false });
    expect(likeReducer(mineElsewhere, { type: 'forgetLiked' }).liked).toBeNull();
  });
});

describe('LikeButton', () => {
  it('likes optimistically, once while in flight, and keeps the server count', async () => {
    const book = await bookLikedBy('Dom Casmurro', 3);
    const { user: ana } = await signedIn(server(), { name: 'Ana' });
    const like = server().holdRequests('likes.like');
    await renderWithRouter(<LikeButton bookId={book.id} title={book.title} count={book.likesCount} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Curtir Dom Casmurro (3 curtidas)' }));
    const pressed = screen.getByRole('button', { name: 'Descurtir Dom Casmurro (4 curtidas)' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    // A second click while the first is in flight does nothing.
    fireEvent.click(pressed);
    await like.reached();
    // Someone else likes it before Ana's like reaches the server: the server counts both.
    await likedBy(server(), book.id, 1);
    like.release();
    expect(
      await screen.findByRole('button', { name: 'Descurtir Dom Casmurro (5 curtidas)' }),
    ).toBeInTheDocument();
    expect(server().calls.filter((c) => c.startsWith('likes.') && c !== 'likes.events')).toEqual([
      'likes.likedBookIds',
      'likes.like',
    ]);
    expect((await likesOf(book.id)).map((l) => l.user_id)).toContain(ana.id);
  });

  it("reverts flag and count on failure with 'Erro ao curtir livro. Tente novamente.'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const book = await bookLikedBy('Iracema', 3);
    await signedIn(server());
    server().failWith('likes.like', 502);
    await renderWithRouter(<LikeButton bookId={book.id} title={book.title} count={3} variant="page" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Curtir Iracema' }));
    expect(screen.getByText('4 pessoas curtiram este livro')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('3 pessoas curtiram este livro')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Curtir Iracema' })).toHaveAttribute('aria-pressed', 'false');
    expect(toasts.error).toHaveBeenCalledWith('Erro ao curtir livro. Tente novamente.');
    warn.mockRestore();
  });

  it('unlikes a book the reader already liked, down to 0 and not below', async () => {
    const book = await bookLikedBy('Quincas Borba');
    const { caller } = await signedIn(server());
    await caller.likes.like({ bookId: book.id });
    // The page was loaded before the like: its count says 0.
    await renderWithRouter(<LikeButton bookId={book.id} title={book.title} count={0} variant="page" />);
    const button = await screen.findByRole('button', { name: 'Descurtir Quincas Borba' });
    fireEvent.click(button);
    expect(screen.getByText('0 pessoas curtiram este livro')).toBeInTheDocument();
    await waitFor(async () => expect(await likesOf(book.id)).toEqual([]));
    expect(screen.getByText('0 pessoas curtiram este livro')).toBeInTheDocument();
  });

  it('sends visitors to sign in, saying why, without calling the server', async () => {
    const book = await bookLikedBy('Senhora', 1);
    const { router } = await renderWithRouter(<LikeButton bookId={book.id} title={book.title} count={1} />);
    fireEvent.click(await screen.findByRole('button', { name: /Entre para curtir/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toMatchObject({ motivo: 'curtir' });
    expect(server().calls).not.toContain('likes.like');
  });

  it('words the page variant in the singular and plural', () => {
    expect(likesSentence(1)).toBe('1 pessoa curtiu este livro');
    expect(likesSentence(0)).toBe('0 pessoas curtiram este livro');
    expect(likesSentence(1234)).toBe('1.234 pessoas curtiram este livro');
  });
});

/** The cover of the card, the link a double-click likes through. */
function coverOf(container: HTMLElement, path: string): Element {
  const cover = container.querySelector(`a[href="${path}"][aria-hidden="true"]`);
  if (!cover) throw new Error('capa ausente');
  return cover;
}

describe('double-click on a card cover', () => {
  it('likes the book once and does not open it; a liked book stays liked', async () => {
    const book = await bookLikedBy('Lucíola', 5);
    await signedIn(server());
    const { container, router } = await renderWithRouter(<BookCard book={book} />);
    await screen.findByRole('button', { name: 'Curtir Lucíola (5 curtidas)' });
    const cover = coverOf(container, book.path);

    fireEvent.click(cover);
    fireEvent.click(cover);
    fireEvent.doubleClick(cover);
    expect(await screen.findByRole('button', { name: 'Descurtir Lucíola (6 curtidas)' })).toBeInTheDocument();
    fireEvent.doubleClick(cover);
    await new Promise((r) => setTimeout(r, DOUBLE_CLICK_MS + 50));
    await server().quiet();
    expect(server().calls.filter((c) => c === 'likes.like' || c === 'likes.unlike')).toEqual(['likes.like']);
    expect(await likesOf(book.id)).toHaveLength(6);
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the book on a single click after the double-click window', async () => {
    const book = await bookLikedBy('Helena');
    await signedIn(server());
    const { container, router } = await renderWithRouter(<BookCard book={book} />);
    fireEvent.click(coverOf(container, book.path));
    await waitFor(() => expect(router.state.location.pathname).toBe(book.path));
    expect(server().calls).not.toContain('likes.like');
  });
});

describe('live like counts', () => {
  it('renders a card again only when a live event changes what its heart shows', async () => {
    const book = await bookLikedBy('Iracema', 5);
    const feed = server().holdAnswers('likes.events');
    const renders = vi.fn();
    await renderWithRouter(<LiveList book={book} onRender={renders} />);
    expect(screen.getByRole('button', { name: /^Curtir Iracema \(5 curtidas\)/ })).toBeInTheDocument();
    await feed.reached();
    renders.mockClear();

    // The snapshot sent on connecting says what the card already shows.
    feed.release();
    await server().quiet();
    expect(renders).not.toHaveBeenCalled();

    await likedBy(server(), book.id, 1);
    expect(await screen.findByRole('button', { name: /^Curtir Iracema \(6 curtidas\)/ })).toBeInTheDocument();
    expect(renders).toHaveBeenCalled();
  });
});

describe("a snapshot read before the reader's own like", () => {
  it("does not undo the like once the server has answered it; a later connection's snapshot counts", async () => {
    const iracema = await bookLikedBy('Iracema', 3);
    const others = [(await bookLikedBy('Ubirajara')).id, (await bookLikedBy('Senhora')).id];
    const { user: ana } = await signedIn(server(), { name: 'Ana' });
    const like = server().holdRequests('likes.like');
    await renderWithRouter(<LivePage bookId={iracema.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Curtir Iracema' }));
    await like.reached();

    // Related books mount while the like is on its way: a new connection, whose snapshot the
    // server reads before the like is written and which arrives after the like's answer.
    const second = server().holdAnswers('likes.events');
    act(() => showOthers(others.slice(0, 1)));
    await second.reached();
    like.release();
    await waitFor(async () => expect(await likesOf(iracema.id)).toHaveLength(4));
    await server().quiet();
    second.releaseOne();
    await server().quiet();
    expect(screen.getByRole('button', { name: 'Descurtir Iracema' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('4 pessoas curtiram este livro')).toBeInTheDocument();
    second.release();

    // A like the feed never told of (another process's, lost on the way): a connection opened
    // after the answer reads after it, and its snapshot is taken.
    const bia = await createUser(server().t.db);
    await server()
      .t.db.insertInto('likes')
      .values({
        id: randomUUID(),
        user_id: bia.id,
        book_id: iracema.id,
        created_at: new Date().toISOString(),
      })
      .execute();
    await server().t.db.updateTable('books').set({ likes_count: 5 }).where('id', '=', iracema.id).execute();
    act(() => showOthers(others));
    expect(await screen.findByText('5 pessoas curtiram este livro')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descurtir Iracema' })).toBeInTheDocument();
    expect((await likesOf(iracema.id)).map((l) => l.user_id)).toContain(ana.id);
  });
});

/** As a list shows its cards: the list keeps their counts live, each card renders on its own. */
function LiveList({ book, onRender }: { book: BookCardData; onRender: () => void }) {
  useLiveLikes([book.id]);
  return (
    <Profiler id="card" onRender={onRender}>
      <BookCard book={book} />
    </Profiler>
  );
}

/** The book page's heart, and cards of other books the test mounts later (showOthers). */
let showOthers: (ids: string[]) => void = () => {};
function LivePage({ bookId }: { bookId: string }) {
  const [others, setOthers] = useState<string[]>([]);
  showOthers = setOthers;
  return (
    <>
      <LikeButton bookId={bookId} title="Iracema" count={3} variant="page" />
      {others.map((id) => (
        <LikeButton key={id} bookId={id} title={id} count={0} />
      ))}
    </>
  );
}
