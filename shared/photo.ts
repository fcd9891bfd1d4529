/** Width of the book page's main photo: the gallery shows it at this size and the server preloads it. */
export const BOOK_PHOTO_WIDTH = 800;

/** Side of the square covers of book cards; the server preloads a store page's first one. */
export const COVER_SIZE = 400;

/**
 * A stored photo resized by the image endpoint (server/images.ts) to `width`, and to `height`
 * when given (cropped to fill); other URLs are used as they are.
 */
export function photoUrl(src: string, width: number, height?: number): string {
  if (!src.startsWith('/images/')) return src;
  const size = height === undefined ? `w=${width}` : `w=${width}&h=${height}`;
  return `${src}${src.includes('?') ? '&' : '?'}${size}`;
}

/** A square-cropped or otherwise sized variant: photoUrl with both sides. */
export function sizedImageUrl(src: string, width: number, height: number): string {
  return photoUrl(src, width, height);
}
