/** The app's image endpoint resizes on request (server/images.ts); other URLs are used as they are. */
export function sizedImageUrl(src: string, width: number, height: number): string {
  if (!src.startsWith('/images/')) return src;
  return `${src}${src.includes('?') ? '&' : '?'}w=${width}&h=${height}`;
}

export const DEFAULT_COVER = '/default-cover.svg';
