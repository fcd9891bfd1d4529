import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookCarousel, SCROLL_LOCK_MS, SCROLL_STEP_PX } from '../../client/components/books/BookCarousel.tsx';
import {
  FIRST_CARDS,
  firstPageLeft,
  resetProgressiveCountForTests,
} from '../../client/components/books/useProgressiveCount.ts';
import { makeBook } from './books.ts';
import { renderWithRouter } from './render.tsx';

vi.mock('../../client/lib/session.ts', () => ({
  useCurrentUser: () => ({ user: null, isLoading: false }),
  useSignOut: () => ({ signOut: () => {}, isPending: false }),
}));

const scrollBy = vi.fn();

beforeEach(() => {
  resetProgressiveCountForTests();
  scrollBy.mockReset();
  // jsdom has no layout: pretend the track is wider than its box so neither arrow is at an edge.
  Object.defineProperty(HTMLElement.prototype, 'scrollBy', { configurable: true, value: scrollBy });
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 3000 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollBy');
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollWidth');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});

const books = Array.from({ length: 15 }, () => makeBook());

describe('BookCarousel', () => {
  it('shows its first books with the page and the rest, at most 12, right after', async () => {
    await renderWithRouter(<BookCarousel title="Lançamentos" books={books} isLoading={false} />);
    expect(screen.getAllByRole('article')).toHaveLength(FIRST_CARDS);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
  });

  it('once the reader has left the first page, a carousel shows all its books at once', async () => {
    firstPageLeft();
    await renderWithRouter(<BookCarousel title="Romance" books={books} isLoading={false} />);
    expect(screen.getAllByRole('article')).toHaveLength(12);
  });

  it('shows every book at once when the keyboard reaches the carousel', async () => {
    vi.useFakeTimers();
    await renderWithRouter(<BookCarousel title="Lançamentos" books={books} isLoading={false} />);
    const first = screen.getAllByRole('article')[0];
    if (!first) throw new Error('no card');
    act(() => within(first).getAllByRole('link')[0]?.focus());
    expect(screen.getAllByRole('article')).toHaveLength(12);
  });

  it('scrolls 320 px per arrow click and ignores clicks during the 300 ms lock', async () => {
    await renderWithRouter(<BookCarousel title="Lançamentos" books={books} isLoading={false} />);
    // Scroll to the middle so both arrows are enabled.
    const track = screen.getByTestId('carousel-track');
    track.scrollLeft = 500;
    fireEvent.scroll(track);
    const right = screen.getByRole('button', { name: 'Rolar Lançamentos para a direita' });
    const left = screen.getByRole('button', { name: 'Rolar Lançamentos para a esquerda' });

    vi.useFakeTimers();
    fireEvent.click(right);
    fireEvent.click(right);
    vi.advanceTimersByTime(SCROLL_LOCK_MS - 1);
    fireEvent.click(left);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: SCROLL_STEP_PX }));

    vi.advanceTimersByTime(1);
    fireEvent.click(left);
    expect(scrollBy).toHaveBeenCalledTimes(2);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -SCROLL_STEP_PX }));
  });

  it('disables the left arrow at the start', async () => {
    await renderWithRouter(<BookCarousel title="Romance" books={books} isLoading={false} />);
    expect(screen.getByRole('button', { name: 'Rolar Romance para a esquerda' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rolar Romance para a direita' })).toBeEnabled();
  });

  it('shows 6 skeleton cards while loading', async () => {
    await renderWithRouter(<BookCarousel title="Romance" books={undefined} isLoading />);
    expect(screen.getAllByTestId('book-skeleton')).toHaveLength(6);
  });

  it('holds its place with one skeleton card while deferred far below the screen', async () => {
    await renderWithRouter(<BookCarousel title="Romance" books={books} isLoading deferred />);
    expect(screen.getAllByTestId('book-skeleton')).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'Carregando Romance' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the empty state without arrows', async () => {
    await renderWithRouter(<BookCarousel title="Romance" books={[]} isLoading={false} />);
    expect(screen.getByText('Nenhum livro disponível')).toBeInTheDocument();
    expect(screen.getByText('Nenhum livro disponível ainda.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a retry when loading failed', async () => {
    const onRetry = vi.fn();
    await renderWithRouter(
      <BookCarousel title="Romance" books={undefined} isLoading={false} isError onRetry={onRetry} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
