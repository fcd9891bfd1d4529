import { Expand } from 'lucide-react';
import { BOOK_PHOTO_WIDTH } from '../../../shared/photo.ts';
import type { useDeferredDialog } from '../DeferredDialog.tsx';
import { GalleryDots } from './GalleryNav.tsx';
import { PhotoImg, StepArrows } from './PhotoImg.tsx';
import type { PhotoStepper } from './use-photo-stepper.ts';

/** Dots are shown for galleries of up to 5 photos (docs/product/book-page.md#gallery); past that, counter and thumbnails. */
export const MAX_DOTS = 5;

/** The gallery's current photo, a button that opens the viewer, with its arrows, counter and dots. */
export function GalleryStage({
  regionId,
  photos,
  title,
  stepper,
  viewer,
}: {
  regionId: string;
  photos: string[];
  title: string;
  stepper: PhotoStepper;
  viewer: ReturnType<typeof useDeferredDialog>;
}) {
  const { index, go, onKeyDown, swipe } = stepper;
  const count = photos.length;
  const current = photos[index] ?? photos[0] ?? '';
  const many = count > 1;
  return (
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
            {`${index + 1} / ${count}`}
          </p>
          {count <= MAX_DOTS && <GalleryDots photos={photos} index={index} go={go} />}
        </>
      )}
    </section>
  );
}
