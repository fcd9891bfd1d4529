import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_ENTRY, likeReducer, shownLike } from '../../client/components/likes/like-state.ts';
import type { LikeEvent } from '../../shared/likes.ts';
import { makeBook } from './books.ts';
import { renderWithRouter } from './render.tsx';

const session = vi.hoisted(() => ({
  user: null as null | { id: string; name: string; email: string; username: string | null },
}));
vi.mock('../../client/lib/session.ts', () => ({
  useCurrentUser: () => ({ user: session.user, isLoading: false }),
  useSignOut: () => ({ signOut: () => {}, isPending: false }),
}));
const server = vi.hoisted(() => ({
  like: vi.fn<(input: { bookId: string }) => Promise<{ liked: boolean; likesCount: number }>>(),
  unlike: vi.fn<(input: { bookId: string }) => Promise<{ liked: boolean; likesCount: number }>>(),
  liked: [] as string[],
  /** Each live connection opened, by the books it watches: `send` delivers its events. */
  connections: [] as Array<{ bookIds: string[]; send: (event: LikeEvent) => void }>,
}));
vi.mock('../../client/lib/trpc.ts', () => ({
  trpcClient: {
    likes: {
      like: { mutate: server.like },
      unlike: { mutate: server.unlike },
      events: {
        subscribe: (input: { bookIds: string[] }, handlers: { onData: (event: LikeEvent) => void }) => {
          server.connections.push({ bookIds: input.bookIds, send: handlers.onData });
          return { unsubscribe: () => {} };
        },
      },
    },
  },
  trpc: {
    likes: {
      likedBookIds: {
        queryOptions: () => ({ queryKey: ['likedBookIds'], queryFn: async () => server.liked }),
      },
    },
  },
}));

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('../../client/components/toast.ts', () => ({
  toastError: toasts.error,
  toastSuccess: toasts.success,
}));

const { BookCard, DOUBLE_CLICK_MS } = await import('../../client/components/books/BookCard.tsx');
const { LikeButton, likesSentence } = await import('../../client/components/likes/LikeButton.tsx');
const { applyLikeEvent, resetLikeStateForTests } = await import('../../client/components/likes/likes.ts');

beforeEach(() => {
  session.user = null;
  server.liked = [];
  server.like.mockReset();
  server.unlike.mockReset();
  toasts.error.mockReset();
  resetLikeStateForTests();
});

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

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
  it('likes optimistically and keeps the server count', async () => {
    session.user = { id: 'u1', name: 'Ana', email: 'ana@example.com', username: 'ana' };
    const answer = deferred<{ liked: boolean; likesCount: number }>();
    server.like.mockReturnValue(answer.promise);
    const book = makeBook({ title: 'Dom Casmurro', likesCount: 99 });
    await renderWithRouter(<LikeButton bookId={book.id} title={book.title} count={book.likesCount} />);

    fireEvent.click(screen.getByRole('button', { name: /^Curtir Dom Casmurro/ }));
    const pressed = screen.getByRole('button', { name: 'Descurtir Dom Casmurro (99+ curtidas)' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(pressed).toHaveTextContent('99+');
    // A second click while the first is in flight does nothing.
    fireEvent.click(pressed);
    expect(server.like).toHaveBeenCalledTimes(1);
    expect(server.unlike).not.toHaveBeenCalled();

    await act(async () => answer.resolve({ liked: true, likesCount: 100 }));
    expect(screen.getByRole('button', { name: 'Descurtir Dom Casmurro (99+ curtidas)' })).toBeInTheDocument();
    expect(server.like).toHaveBeenCalledWith({ bookId: book.id });
  });

  it("reverts flag and count on failure with 'Erro ao curtir livro. Tente novamente.'", async () => {
    session.user = { id: 'u1', name: 'Ana', email: 'ana@example.com', username: 'ana' };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.liked = [];
    server.like.mockRejectedValue(new Error('rede'));
    const book = makeBook({ title: 'Iracema', likesCount: 3 });
    await renderWithRouter(<LikeButton bookId={book.id} title={book.title} count={3} variant="page" />);

    fireEvent.click(screen.getByRole('button', { name: 'Curtir Iracema' }));
    expect(screen.getByText('4 pessoas curtiram este livro')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('3 pessoas curtiram este livro')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Curtir Iracema' })).toHaveAttribute('aria-pressed', 'false');
    expect(toasts.error).toHaveBeenCalledWith('Erro ao curtir livro. Tente novamente.');
    warn.mockRestore();
  });

  it('unlikes a book the reader already liked, down to 0 and not below', async () => {
    session.user = { id: 'u1', name: 'Ana', email: 'ana@example.com', username: 'ana' };
    const book = makeBook({ title: 'Quincas Borba', likesCount: 0 });
    server.liked = [book.id];
    server.unlike.mockResolvedValue({ liked: false, likesCount: 0 });
    await renderWithRouter(<LikeButton bookId={book.id} title={book.title} count={0} variant="page" />);
    const button = await screen.findByRole('button', { name: 'Descurtir Quincas Borba' });
    fireEvent.click(button);
    expect(screen.getByText('0 pessoas curtiram este livro')).toBeInTheDocument();
    await waitFor(() => expect(server.unlike).toHaveBeenCalledWith({ bookId: book.id }));
  });

  it('sends visitors to sign in, saying why, without calling the server', async () => {
    const book = makeBook({ title: 'Senhora' });
    const { router } = await renderWithRouter(<LikeButton bookId={book.id} title={book.title} count={1} />);
    fireEvent.click(screen.getByRole('button', { name: /Entre para curtir/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toMatchObject({ motivo: 'curtir' });
    expect(server.like).not.toHaveBeenCalled();
  });

  it('words the page variant in the singular and plural', () => {
    expect(likesSentence(1)).toBe('1 pessoa curtiu este livro');
    expect(likesSentence(0)).toBe('0 pessoas curtiram este livro');
    expect(likesSentence(1234)).toBe('1.234 pessoas curtiram este livro');
  });
});

describe('double-click on a card cover', () => {
  it('likes the book once and does not open it; a liked book stays liked', async () => {
    session.user = { id: 'u1', name: 'Ana', email: 'ana@example.com', username: 'ana' };
    server.like.mockResolvedValue({ liked: true, likesCount: 6 });
    const book = makeBook({ title: 'Lucíola', likesCount: 5 });
    const { container, router } = await renderWithRouter(<BookCard book={book} />);
    const cover = container.querySelector(`a[href="${book.path}"][aria-hidden="true"]`);
    if (!cover) throw new Error('capa ausente');

    fireEvent.click(cover);
    fireEvent.click(cover);
    fireEvent.doubleClick(cover);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Descurtir Lucíola (6 curtidas)' })).toBeInTheDocument(),
    );
    fireEvent.doubleClick(cover);
    await new Promise((r) => setTimeout(r, DOUBLE_CLICK_MS + 50));
    expect(server.like).toHaveBeenCalledTimes(1);
    expect(server.unlike).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the book on a single click after the double-click window', async () => {
    session.user = { id: 'u1', name: 'Ana', email: 'ana@example.com', username: 'ana' };
    const book = makeBook({ title: 'Helena' });
    const { container, router } = await renderWithRouter(<BookCard book={book} />);
    const cover = container.querySelector(`a[href="${book.path}"][aria-hidden="true"]`);
    if (!cover) throw new Error('capa ausente');
    fireEvent.click(cover);
    await waitFor(() => expect(router.state.location.pathname).toBe(book.path));
    expect(server.like).not.toHaveBeenCalled();
  });
});

describe('live like counts', () => {
  it('renders a card again only when a live event changes what its heart shows', async () => {
    const book = makeBook({ title: 'Iracema', likesCount: 5 });
    const renders = vi.fn();
    await renderWithRouter(
      <Profiler id="card" onRender={renders}>
        <BookCard book={book} />
      </Profiler>,
    );
    expect(screen.getByRole('button', { name: /^Curtir Iracema \(5 curtidas\)/ })).toBeInTheDocument();
    renders.mockClear();

    // The snapshot sent on connecting says what the card already shows.
    act(() => applyLikeEvent({ kind: 'snapshot', books: [{ bookId: book.id, likesCount: 5, liked: null }] }));
    expect(renders).not.toHaveBeenCalled();

    act(() => applyLikeEvent({ kind: 'change', bookId: book.id, likesCount: 6, liked: null }));
    expect(renders).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /^Curtir Iracema \(6 curtidas\)/ })).toBeInTheDocument();
  });
});

describe("a snapshot read before the reader's own like", () => {
  it("does not undo the like once the server has answered it; a later connection's snapshot counts", async () => {
    // Live counts need an EventSource; jsdom has none, and the feed itself is mocked above.
    vi.stubGlobal('EventSource', class {});
    session.user = { id: 'u1', name: 'Ana', email: 'ana@example.com', username: 'ana' };
    server.connections = [];
    const answer = deferred<{ liked: boolean; likesCount: number }>();
    server.like.mockReturnValue(answer.promise);
    await renderWithRouter(<LivePage />);
    await waitFor(() => expect(server.connections).toHaveLength(1));
    act(() => server.connections[0]?.send(snapshot(3, false)));

    fireEvent.click(screen.getByRole('button', { name: 'Curtir Iracema' }));
    // Related books mount while the like is on its way: a new connection, whose snapshot the
    // server reads before the like is written and which arrives after the like's answer.
    act(() => showOthers(['livro-2']));
    await waitFor(() => expect(server.connections).toHaveLength(2));
    await act(async () => answer.resolve({ liked: true, likesCount: 4 }));
    act(() => server.connections[1]?.send(snapshot(3, false)));
    expect(screen.getByRole('button', { name: 'Descurtir Iracema' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('4 pessoas curtiram este livro')).toBeInTheDocument();

    // A connection opened after the answer reads after the like: its snapshot is taken.
    act(() => showOthers(['livro-2', 'livro-3']));
    await waitFor(() => expect(server.connections).toHaveLength(3));
    act(() => server.connections[2]?.send(snapshot(5, true)));
    expect(screen.getByText('5 pessoas curtiram este livro')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});

/** The book page's heart, and cards of other books the test mounts later (showOthers). */
let showOthers: (ids: string[]) => void = () => {};
function LivePage() {
  const [others, setOthers] = useState<string[]>([]);
  showOthers = setOthers;
  return (
    <>
      <LikeButton bookId="livro-1" title="Iracema" count={3} variant="page" />
      {others.map((id) => (
        <LikeButton key={id} bookId={id} title={id} count={0} />
      ))}
    </>
  );
}

function snapshot(likesCount: number, liked: boolean): LikeEvent {
  return { kind: 'snapshot', books: [{ bookId: 'livro-1', likesCount, liked }] };
}
