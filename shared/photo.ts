/** Width of the book page's main photo: the gallery shows it at this size and the server preloads it. */
export const BOOK_PHOTO_WIDTH = 800;

/** A stored photo resized by the image endpoint (server/images.ts); other URLs as they are. */
export function photoUrl(src: string, width: number): string {
  if (!src.startsWith('/images/')) return src;
  return `${src}${src.includes('?') ? '&' : '?'}w=${width}`;
}

/** Side of the square covers of book cards; the server preloads a store page's first one. */
export const COVER_SIZE = 400;

/** The app's image endpoint resizes on request (server/images.ts); other URLs are used as they are. */
export function sizedImageUrl(src: string, width: number, height: number): string {
  if (!src.startsWith('/images/')) return src;
  return `${src}${src.includes('?') ? '&' : '?'}w=${width}&h=${height}`;
}
