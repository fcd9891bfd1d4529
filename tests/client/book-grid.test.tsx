import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookGrid } from '../../client/components/books/BookGrid.tsx';
import { resetProgressiveCountForTests } from '../../client/components/books/use-progressive-count.ts';
import { makeBook } from './books.ts';
import { REST_RENDERED, renderWithRouter } from './render.tsx';

vi.mock('../../client/lib/session.ts', () => ({
  useCurrentUser: () => ({ user: null, isLoading: false }),
}));

const books = Array.from({ length: 30 }, () => makeBook());
const size = { width: window.innerWidth, height: window.innerHeight };

function screenOf(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

beforeEach(() => resetProgressiveCountForTests());
afterEach(() => screenOf(size.width, size.height));

describe('BookGrid', () => {
  it('renders the cards that fill the screen, and a row more, with the page; the rest right after', async () => {
    // Four columns from 1024 px, cards over 400 px tall: three rows fill 900 px, plus one.
    screenOf(1280, 900);
    await renderWithRouter(<BookGrid books={books} isLoading={false} label="Livros" />);
    expect(screen.getAllByRole('article')).toHaveLength(16);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30), REST_RENDERED);
  });

  it('starts with fewer cards on a phone, one column wide', async () => {
    screenOf(390, 844);
    await renderWithRouter(<BookGrid books={books} isLoading={false} label="Livros" />);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30), REST_RENDERED);
  });

  it("loads the first row's covers at once: one on a phone, two from 440 px, four on a wide screen", async () => {
    for (const [width, eager] of [
      [390, 1],
      [600, 2],
      [1280, 4],
    ] as const) {
      screenOf(width, 844);
      const { unmount } = await renderWithRouter(<BookGrid books={books} isLoading={false} label="Livros" />);
      const covers = document.querySelectorAll('img[width="400"]');
      expect(covers.length, `${width} px`).toBeGreaterThan(eager);
      const first = [...covers].filter((img) => img.getAttribute('loading') === 'eager');
      expect(first, `${width} px`).toEqual([...covers].slice(0, eager));
      expect(first.every((img) => img.getAttribute('fetchpriority') === 'high')).toBe(true);
      unmount();
    }
  });
});
