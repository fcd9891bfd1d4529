// The only image variants there are. The image endpoint (server/photos/resized.ts) serves a stored photo
// as is or at one of these sizes and refuses any other, so no one can make the server resize to
// every size in turn (CPU) and keep each result (disk). The client asks for nothing else: its
// URLs are built by photoUrl and sizedImageUrl below, whose types accept only these sizes.

/** Widths of photos shown whole, proportions kept: gallery thumbnails, the book page, the viewer. */
export const PHOTO_WIDTHS = [160, 800, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/**
 * Sides of square crops: avatars at twice their CSS size (48, 64, 80, 128), the book beside a
 * conversation (96), the photo picker (240), book cards (400) and link previews (1200).
 */
export const SQUARE_SIDES = [48, 64, 80, 96, 128, 240, 400, 1200] as const;
export type SquareSide = (typeof SQUARE_SIDES)[number];

/** Width of the book page's main photo: the gallery shows it at this size and the server preloads it. */
export const BOOK_PHOTO_WIDTH = 800 satisfies PhotoWidth;
/** The gallery's thumbnails and the full-screen viewer. */
export const THUMBNAIL_WIDTH = 160 satisfies PhotoWidth;
export const VIEWER_WIDTH = 1600 satisfies PhotoWidth;

/** Side of the square covers of book cards; the server preloads a store page's first one. */
export const COVER_SIZE = 400 satisfies SquareSide;
/** The image of a book's link previews (og:image) and structured data. */
export const SHARE_IMAGE_SIZE = 1200 satisfies SquareSide;

/** A stored photo resized by the image endpoint to `width`; other URLs are used as they are. */
export function photoUrl(src: string, width: PhotoWidth): string {
  return withQuery(src, `w=${width}`);
}

/** A stored photo cropped to a `side` × `side` square; other URLs are used as they are. */
export function sizedImageUrl(src: string, side: SquareSide): string {
  return withQuery(src, `w=${side}&h=${side}`);
}

function withQuery(src: string, query: string): string {
  if (!src.startsWith('/images/')) return src;
  return `${src}${src.includes('?') ? '&' : '?'}${query}`;
}

/** Whether w and h (absent: undefined) name a variant above: the photo as stored, a width or a square. */
export function isImageVariant(w: number | undefined, h: number | undefined): boolean {
  if (w === undefined) return h === undefined;
  if (h === undefined) return (PHOTO_WIDTHS as readonly number[]).includes(w);
  return w === h && (SQUARE_SIDES as readonly number[]).includes(w);
}
