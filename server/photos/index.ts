// What other parts of the server use of photos/; everything else here is its own business.
export { removeCachedSizes } from './cache.ts';
export {
  encodePhoto,
  receivePhotoBody,
  saveEncoded,
  sendUploadFailure,
  storedPhotoExists,
  storedPhotoFile,
  storePhoto,
  UploadError,
} from './upload.ts';
