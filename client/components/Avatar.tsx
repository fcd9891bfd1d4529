import { clsx } from 'clsx';
import { useState } from 'react';
import type { SquareSide } from '../../shared/photo.ts';
import { sizedImageUrl } from './image.ts';

// The photo is fetched at twice the CSS size, for sharp avatars on high-density screens.
const SIZES = {
  sm: { box: 'size-6 text-[10px]', px: 24, photo: 48 },
  md: { box: 'size-8 text-xs', px: 32, photo: 64 },
  lg: { box: 'size-10 text-sm', px: 40, photo: 80 },
  xl: { box: 'size-16 text-lg', px: 64, photo: 128 },
} as const satisfies Record<string, { box: string; px: number; photo: SquareSide }>;

export type AvatarSize = keyof typeof SIZES;

/** 'Maria da Silva' → 'MS'; one word gives one letter; nothing gives '?'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** A person's photo, or their initials when there is none or it fails to load. Decorative: the name is always written next to it. */
export function Avatar({
  name,
  photoUrl,
  size = 'md',
  className,
}: {
  name: string;
  photoUrl?: string | null;
  size?: AvatarSize;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const { box, px, photo } = SIZES[size];
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800',
        box,
        className,
      )}
    >
      {photoUrl && !failed ? (
        <img
          src={sizedImageUrl(photoUrl, photo)}
          alt=""
          width={px}
          height={px}
          loading="lazy"
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
