import { clsx } from 'clsx';
import { Expand } from 'lucide-react';
import { type KeyboardEvent, lazy, type PointerEvent, useId, useRef, useState } from 'react';
import { BOOK_PHOTO_WIDTH, THUMBNAIL_WIDTH } from '../../../shared/photo.ts';
import { DeferredDialog, useDeferredDialog } from '../DeferredDialog.tsx';
import { DEFAULT_COVER } from '../image.ts';
import { PhotoImg, StepArrows } from './PhotoImg.tsx';

// The full-screen viewer (and its dialog code) loads when a reader points at or opens a photo.
const loadViewer = () => import('./PhotoViewer.tsx');
const PhotoViewer = lazy(() => loadViewer().then((m) => ({ default: m.PhotoViewer })));

/** Dots are shown for galleries of up to 5 photos (docs/product/book-page.md#gallery); past that, counter and thumbnails. */
export const MAX_DOTS = 5;
const SWIPE_PX = 40;

/** Left/right arrows move through the photos, wrapping around; swipes do the same on touch. */
function useStepper(count: number) {
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

/**
 * The book's photos (docs/product/book-page.md#gallery): none → the default cover; one → the photo; several → a
 * carousel with arrows, thumbnails, a '2 / 4' counter and dots for up to 5 photos. Every photo
 * opens a full-screen viewer (arrows, Escape closes).
 */
export function Gallery({ photos, title }: { photos: string[]; title: string }) {
  const count = photos.length;
  const { index, go, onKeyDown, swipe } = useStepper(Math.max(count, 1));
  const viewer = useDeferredDialog(loadViewer);
  const regionId = useId();

  if (count === 0) {
    return (
      <div className="overflow-hidden rounded-xl border border-stone-200 bg-brand-50">
        <img
          src={DEFAULT_COVER}
          alt={`Capa de ${title} (sem foto)`}
          className="aspect-square w-full object-contain"
        />
      </div>
    );
  }

  const current = photos[index] ?? photos[0] ?? '';
  const many = count > 1;
  const counter = `${index + 1} / ${count}`;

  return (
    <div className="flex flex-col gap-3">
      <section
        id={regionId}
        aria-roledescription={many ? 'carrossel' : undefined}
        aria-label={`Fotos de ${title}`}
        tabIndex={many ? 0 : undefined}
        onKeyDown={onKeyDown}
        {...swipe}
        className="relative touch-pan-y overflow-hidden rounded-xl border border-stone-200 bg-white"
      >
        <button
          type="button"
          onClick={viewer.show}
          {...viewer.triggerProps}
          className="block w-full cursor-zoom-in"
          aria-label={many ? `Ampliar foto ${index + 1} de ${count}` : 'Ampliar foto'}
        >
          <PhotoImg
            key={current}
            src={current}
            width={BOOK_PHOTO_WIDTH}
            eager
            alt={many ? `${title}: foto ${index + 1} de ${count}` : `Capa de ${title}`}
            className="aspect-square w-full bg-stone-100 object-contain"
          />
        </button>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-stone-700 shadow"
        >
          <Expand className="size-4" />
        </span>
        {many && (
          <>
            <StepArrows index={index} go={go} />
            <p
              aria-live="polite"
              data-testid="gallery-counter"
              className="absolute bottom-2 left-2 rounded-full bg-stone-900/75 px-2.5 py-0.5 font-medium text-white text-xs tabular-nums"
            >
              {counter}
            </p>
            {count <= MAX_DOTS && (
              <div className="-translate-x-1/2 absolute bottom-2.5 left-1/2 flex gap-1.5">
                {photos.map((photo, i) => (
                  <button
                    key={photo + String(i)}
                    type="button"
                    data-testid="gallery-dot"
                    aria-label={`Ir para a foto ${i + 1}`}
                    aria-current={i === index ? 'true' : undefined}
                    onClick={() => go(i)}
                    className={clsx(
                      'size-2.5 rounded-full shadow ring-1 ring-stone-900/20',
                      i === index ? 'bg-white' : 'bg-white/50 hover:bg-white/80',
                    )}
                  />
                ))}
              </div>
            )}
          </>
        )}
      </section>

      {many && (
        <ul aria-label="Miniaturas" className="scrollbar-none flex gap-2 overflow-x-auto p-0.5">
          {photos.map((photo, i) => (
            <li key={photo + String(i)} className="shrink-0">
              <button
                type="button"
                onClick={() => go(i)}
                aria-label={`Mostrar foto ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                className={clsx(
                  'block size-16 overflow-hidden rounded-md border-2 md:size-20',
                  i === index ? 'border-brand-600' : 'border-transparent opacity-70 hover:opacity-100',
                )}
              >
                <PhotoImg src={photo} width={THUMBNAIL_WIDTH} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <DeferredDialog mounted={viewer.mounted}>
        <PhotoViewer
          open={viewer.open}
          onOpenChange={viewer.setOpen}
          title={title}
          photo={current}
          index={index}
          count={count}
          go={go}
          onKeyDown={onKeyDown}
          swipe={swipe}
        />
      </DeferredDialog>
    </div>
  );
}
