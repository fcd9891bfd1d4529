import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookCarousel, SCROLL_LOCK_MS, SCROLL_STEP_PX } from '../../client/components/books/BookCarousel.tsx';
import {
  FIRST_CARDS,
  firstPageLeft,
  resetProgressiveCountForTests,
} from '../../client/components/books/use-progressive-count.ts';
import { makeBook } from './books.ts';
import { REST_RENDERED, renderWithRouter } from './render.tsx';

vi.mock('../../client/lib/session.ts', () => ({
  useCurrentUser: () => ({ user: null, isLoading: false }),
  useSignOut: () => ({ signOut: () => {}, isPending: false }),
}));

const scrollBy = vi.fn();

/** jsdom has no layout: the test says which cards show, as the browser's observer would. */
class FakeIntersectionObserver {
  static live: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.live.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  disconnect() {
    FakeIntersectionObserver.live = FakeIntersectionObserver.live.filter((o) => o !== this);
  }
}

/** Reports a card of the track as showing whole or cut by the track's edge. */
function showCard(which: 'first' | 'last', whole: boolean) {
  const track = screen.getByTestId('carousel-track');
  const card = which === 'first' ? track.firstElementChild : track.lastElementChild;
  const observer = FakeIntersectionObserver.live.find((o) => card && o.targets.has(card));
  if (!observer || !card) throw new Error(`no observer for the ${which} card`);
  act(() => observer.report([{ target: card, intersectionRatio: whole ? 1 : 0.4 }]));
}

beforeEach(() => {
  resetProgressiveCountForTests();
  scrollBy.mockReset();
  Object.defineProperty(HTMLElement.prototype, 'scrollBy', { configurable: true, value: scrollBy });
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeIntersectionObserver.live = [];
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollBy');
});

const books = Array.from({ length: 15 }, () => makeBook());

describe('BookCarousel', () => {
  it('shows its first books with the page and the rest, at most 12, right after', async () => {
    await renderWithRouter(<BookCarousel title="Lançamentos" books={books} isLoading={false} />);
    expect(screen.getAllByRole('article')).toHaveLength(FIRST_CARDS);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12), REST_RENDERED);
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
    // Scrolled to the middle: both arrows are enabled.
    showCard('first', false);
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

  it('puts every card in the track before an arrow scrolls it, even before they were all rendered', async () => {
    vi.useFakeTimers();
    await renderWithRouter(<BookCarousel title="Lançamentos" books={books} isLoading={false} />);
    expect(screen.getAllByRole('article')).toHaveLength(FIRST_CARDS);
    let cardsWhenScrolled = 0;
    scrollBy.mockImplementation(() => {
      cardsWhenScrolled = screen.getAllByRole('article').length;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Rolar Lançamentos para a direita' }));
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(cardsWhenScrolled).toBe(12);
  });

  it('disables the left arrow at the start', async () => {
    await renderWithRouter(<BookCarousel title="Romance" books={books} isLoading={false} />);
    expect(screen.getByRole('button', { name: 'Rolar Romance para a esquerda' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rolar Romance para a direita' })).toBeEnabled();
  });

  it('disables the right arrow when the last card shows whole, once every card is there', async () => {
    await renderWithRouter(<BookCarousel title="Romance" books={books} isLoading={false} />);
    const right = screen.getByRole('button', { name: 'Rolar Romance para a direita' });
    const left = screen.getByRole('button', { name: 'Rolar Romance para a esquerda' });
    // The last card so far is not the last book: more are on their way.
    showCard('last', true);
    expect(right).toBeEnabled();

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12), REST_RENDERED);
    const observer = FakeIntersectionObserver.live.at(-1);
    expect(observer?.options.root).toBe(screen.getByTestId('carousel-track'));
    expect(observer?.options.rootMargin).toBe('0px 8px');
    // The new last card is observed by an effect after it renders: a loaded run got there first
    // ('no observer for the last card'), so the report waits for it.
    await waitFor(() => showCard('last', true));
    showCard('first', false);
    expect(right).toBeDisabled();
    expect(left).toBeEnabled();
    showCard('last', false);
    expect(right).toBeEnabled();
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
    expect(await screen.findByText('Nenhum livro disponível')).toBeInTheDocument();
    expect(screen.getByText('Nenhum livro disponível ainda.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a retry when loading failed', async () => {
    const onRetry = vi.fn();
    await renderWithRouter(
      <BookCarousel title="Romance" books={undefined} isLoading={false} isError onRetry={onRetry} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
