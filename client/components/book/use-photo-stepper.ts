import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';

const SWIPE_PX = 40;

/** Left/right arrows move through the photos, wrapping around; swipes do the same on touch. */
export function usePhotoStepper(count: number) {
  const [index, setIndex] = useState(0);
  const go = (to: number) => setIndex(((to % count) + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      go(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      go(count - 1);
    }
  };
  const swipeStart = useRef<number | null>(null);
  const swipe = {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent) => {
      const start = swipeStart.current;
      swipeStart.current = null;
      if (start === null || count < 2) return;
      const dx = event.clientX - start;
      if (Math.abs(dx) >= SWIPE_PX) go(index + (dx < 0 ? 1 : -1));
    },
  };
  return { index, go, onKeyDown, swipe };
}

export type PhotoStepper = ReturnType<typeof usePhotoStepper>;
