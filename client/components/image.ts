export { sizedImageUrl } from '../../shared/photo.ts';

export const DEFAULT_COVER = '/default-cover.svg';
