import { clsx } from 'clsx';
import { BookOpen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { COVER_SIZE, sizedImageUrl } from '../../../shared/photo.ts';
import { useNearViewport } from '../../lib/use-near-viewport.ts';
import { DEFAULT_COVER } from '../image.ts';

/** How many cards of a row fit a wide screen: the covers worth loading before anything else. */
export const PRIORITY_COVERS = 4;

/** Start loading 100 px before the image scrolls into view (docs/product/limits.md#sizes). */
export const LAZY_ROOT_MARGIN = '100px';

/**
 * A square book cover: the photo at 400x400 from the image endpoint, or the default cover. It
 * loads only near the viewport, fades in, and falls back to the default cover (then to an icon)
 * when the file fails. A `priority` cover (the first ones a page shows, likely its largest
 * paint) is requested at once and ahead of other images instead of waiting to be seen.
 */
export function CoverImage({
  photo,
  alt,
  className,
  priority = false,
}: {
  photo: string | null;
  alt: string;
  className?: string;
  priority?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Carousels scroll sideways, so the margin applies on every side.
  const near = useNearViewport(box, LAZY_ROOT_MARGIN) || priority;
  const [stage, setStage] = useState<'photo' | 'default' | 'failed'>(photo ? 'photo' : 'default');
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    setStage(photo ? 'photo' : 'default');
    setLoaded(false);
  }, [photo]);

  const src = stage === 'photo' && photo ? sizedImageUrl(photo, COVER_SIZE) : DEFAULT_COVER;

  return (
    <div ref={box} className={clsx('relative aspect-square overflow-hidden bg-brand-50', className)}>
      {(!loaded || stage === 'failed') && (
        <div
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center text-brand-600/40"
        >
          <BookOpen className="size-12" />
        </div>
      )}
      {near && stage !== 'failed' && (
        <img
          key={src}
          src={src}
          alt={alt}
          width={400}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onLoad={() => setLoaded(true)}
          onError={() => {
            setLoaded(false);
            setStage((current) => (current === 'photo' ? 'default' : 'failed'));
          }}
          className={clsx(
            'absolute inset-0 size-full object-cover',
            // The page's first covers (likely its largest paint) show as soon as they are decoded;
            // fading them in held them back until the app had seen their load event.
            priority ? undefined : ['transition-opacity duration-300', loaded ? 'opacity-100' : 'opacity-0'],
          )}
        />
      )}
    </div>
  );
}
