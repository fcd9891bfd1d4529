import { useNavigate } from '@tanstack/react-router';
import { type MouseEvent, useEffect, useRef } from 'react';

/** How long a click on the cover waits for a second one before opening the book. */
export const DOUBLE_CLICK_MS = 250;

/**
 * The card cover's clicks (docs/product/book-card.md). For a signed-in reader a double-click on
 * the cover likes the book, so a single click waits a moment to be sure it is not the first half
 * of one. Visitors cannot like: their clicks (and double-clicks) simply open the book.
 */
export function useCoverClicks(slug: string, signedIn: boolean, like: () => void) {
  const navigate = useNavigate();
  const clickTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (clickTimer.current) clearTimeout(clickTimer.current);
    },
    [],
  );

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!signedIn || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    if (clickTimer.current) return;
    clickTimer.current = setTimeout(() => {
      clickTimer.current = null;
      void navigate({ to: '/livro/$slug', params: { slug } });
    }, DOUBLE_CLICK_MS);
  };
  const onDoubleClick = () => {
    if (!signedIn) return;
    if (clickTimer.current) clearTimeout(clickTimer.current);
    clickTimer.current = null;
    like();
  };
  return { onClick, onDoubleClick };
}
