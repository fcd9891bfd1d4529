import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { badgeText, CountBadge } from '../../client/components/CountBadge.tsx';
import { readFavouritesCount } from '../../client/components/favourites/favourites.ts';

describe('CountBadge', () => {
  it('is hidden at 0 and below, and for nonsense counts', () => {
    for (const count of [0, -3, Number.NaN]) {
      const { container, unmount } = render(<CountBadge count={count} />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('shows the count above 0, and 99+ above 99', () => {
    const { rerender } = render(<CountBadge count={1} />);
    expect(screen.getByTestId('count-badge')).toHaveTextContent(/^1$/);
    rerender(<CountBadge count={99} />);
    expect(screen.getByTestId('count-badge')).toHaveTextContent(/^99$/);
    rerender(<CountBadge count={100} />);
    expect(screen.getByTestId('count-badge')).toHaveTextContent(/^99\+$/);
  });

  it('badgeText follows the same rule', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(250)).toBe('99+');
  });
});

describe('favourites count from localStorage', () => {
  const storage = (value: string | null) => ({ getItem: () => value });

  it('counts the entries of the favourites array', () => {
    expect(readFavouritesCount(storage(JSON.stringify([{ id: 'a' }, { id: 'b' }, { id: 'c' }])))).toBe(3);
  });

  it('treats missing, corrupt or non-array data as no favourites', () => {
    expect(readFavouritesCount(storage(null))).toBe(0);
    expect(readFavouritesCount(storage('{not json'))).toBe(0);
    expect(readFavouritesCount(storage('{"id":"a"}'))).toBe(0);
    expect(readFavouritesCount(null)).toBe(0);
  });
});
