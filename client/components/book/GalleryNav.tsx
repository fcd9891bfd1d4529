import { clsx } from 'clsx';
import { THUMBNAIL_WIDTH } from '../../../shared/photo.ts';
import { PhotoImg } from './PhotoImg.tsx';

/** The gallery's photos, the one showing and how to show another. */
interface GalleryNavProps {
  photos: string[];
  index: number;
  go: (to: number) => void;
}

/** One dot per photo over the gallery's photo, for galleries with few photos (Gallery). */
export function GalleryDots({ photos, index, go }: GalleryNavProps) {
  return (
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
  );
}

/** The row of thumbnails under the gallery's photo; the current one is outlined. */
export function GalleryThumbnails({ photos, index, go }: GalleryNavProps) {
  return (
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
  );
}
