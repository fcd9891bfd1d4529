import { type RefObject, useEffect, useState } from 'react';

/** Snapping and sub-pixel widths leave a few pixels at the ends; that is still the edge. */
const EDGE_SLACK_PX = 8;
/** A card this much inside the track (with the slack) counts as showing whole. */
const WHOLE_RATIO = 0.99;

export interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

/**
 * Whether the track's first and last cards show whole, as an IntersectionObserver reports them
 * after the browser's own layout. Reading the scroll sizes instead, after every commit and on
 * every scroll event, forced a layout of the whole page each time cards arrived.
 */
export function useTrackEdges(
  track: RefObject<HTMLUListElement | null>,
  active: boolean,
  rendered: number,
): Edges {
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new last card arrives with `rendered`.
  useEffect(() => {
    const el = track.current;
    const first = el?.firstElementChild;
    const last = el?.lastElementChild;
    if (!active || !el || !first || !last || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) =>
        setEdges((prev) => {
          let next = prev;
          for (const entry of entries) {
            const whole = entry.intersectionRatio >= WHOLE_RATIO;
            if (entry.target === first) next = { ...next, atStart: whole };
            if (entry.target === last) next = { ...next, atEnd: whole };
          }
          return next.atStart === prev.atStart && next.atEnd === prev.atEnd ? prev : next;
        }),
      { root: el, rootMargin: `0px ${EDGE_SLACK_PX}px`, threshold: WHOLE_RATIO },
    );
    observer.observe(first);
    if (last !== first) observer.observe(last);
    return () => observer.disconnect();
  }, [track, active, rendered]);
  return edges;
}
