// What other parts of the server use of photos/; everything else here is its own business.
export { removeCachedSizes } from './cache.ts';
export { storedPhotoExists, storedPhotoFile, storePhoto } from './upload.ts';
