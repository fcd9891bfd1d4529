/** Width of the book page's main photo: the gallery shows it at this size and the server preloads it. */
export const BOOK_PHOTO_WIDTH = 800;

/** A stored photo resized by the image endpoint (server/images.ts); other URLs as they are. */
export function photoUrl(src: string, width: number): string {
  if (!src.startsWith('/images/')) return src;
  return `${src}${src.includes('?') ? '&' : '?'}w=${width}`;
}
