import { lazy, useId } from 'react';
import { DeferredDialog, useDeferredDialog } from '../DeferredDialog.tsx';
import { DEFAULT_COVER } from '../image.ts';
import { GalleryThumbnails } from './GalleryNav.tsx';
import { GalleryStage } from './GalleryStage.tsx';
import { usePhotoStepper } from './use-photo-stepper.ts';

// The full-screen viewer (and its dialog code) loads when a reader points at or opens a photo.
const loadViewer = () => import('./PhotoViewer.tsx');
const PhotoViewer = lazy(() => loadViewer().then((m) => ({ default: m.PhotoViewer })));

/**
 * The book's photos (docs/product/book-page.md#gallery): none → the default cover; one → the photo; several → a
 * carousel with arrows, thumbnails, a '2 / 4' counter and dots for up to 5 photos. Every photo
 * opens a full-screen viewer (arrows, Escape closes).
 */
export function Gallery({ photos, title }: { photos: string[]; title: string }) {
  const count = photos.length;
  const stepper = usePhotoStepper(Math.max(count, 1));
  const { index, go, onKeyDown, swipe } = stepper;
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

  return (
    <div className="flex flex-col gap-3">
      <GalleryStage regionId={regionId} photos={photos} title={title} stepper={stepper} viewer={viewer} />

      {count > 1 && <GalleryThumbnails photos={photos} index={index} go={go} />}

      <DeferredDialog mounted={viewer.mounted}>
        <PhotoViewer
          open={viewer.open}
          onOpenChange={viewer.setOpen}
          title={title}
          photo={photos[index] ?? photos[0] ?? ''}
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
