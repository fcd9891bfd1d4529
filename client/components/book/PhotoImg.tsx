import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { type PhotoWidth, photoUrl } from '../../../shared/photo.ts';
import { DEFAULT_COVER } from '../image.ts';

/** A photo at a given width, keeping its proportions (the image endpoint crops only when given both sides). */
export function PhotoImg({
  src,
  width,
  alt,
  className,
  eager = false,
}: {
  src: string;
  width: PhotoWidth;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? DEFAULT_COVER : photoUrl(src, width)}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}

const arrowClass =
  'absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow hover:bg-white';

/** The round previous/next buttons over a photo, in the gallery and in its full-screen viewer. */
export function StepArrows({
  index,
  go,
  large = false,
}: {
  index: number;
  go: (to: number) => void;
  large?: boolean;
}) {
  const icon = large ? 'size-6' : 'size-5';
  return (
    <>
      <button
        type="button"
        onClick={() => go(index - 1)}
        aria-label="Foto anterior"
        className={clsx(arrowClass, large ? 'left-3' : 'left-2')}
      >
        <ChevronLeft aria-hidden="true" className={icon} />
      </button>
      <button
        type="button"
        onClick={() => go(index + 1)}
        aria-label="Próxima foto"
        className={clsx(arrowClass, large ? 'right-3' : 'right-2')}
      >
        <ChevronRight aria-hidden="true" className={icon} />
      </button>
    </>
  );
}
