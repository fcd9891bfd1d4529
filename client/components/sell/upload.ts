import { PHOTO_MAX_BYTES, PHOTO_MAX_DIMENSION, PHOTO_TYPES } from '../../../shared/schemas/profile.ts';

/** Sends one photo and reports upload progress (0 to 1); resolves to the stored photo's URL. */
export type PhotoUploader = (file: File, onProgress: (fraction: number) => void) => Promise<string>;

export const PHOTO_HINT = `JPEG, PNG ou WebP, até 5 MB e ${PHOTO_MAX_DIMENSION} pixels de lado.`;

/**
 * The server's own checks, made before sending so a wrong file fails at once; the server still
 * checks the content (a renamed text file passes here and is refused there).
 */
export function precheckPhoto(file: File): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type))
    return 'Formato não aceito. Envie uma foto JPEG, PNG ou WebP.';
  if (file.size > PHOTO_MAX_BYTES) return 'A foto deve ter no máximo 5 MB.';
  if (file.size === 0) return 'O arquivo está vazio.';
  return null;
}

/**
 * POST /uploads/books with the file as the raw body (server/photos/upload.ts). XMLHttpRequest
 * rather than fetch because only it reports upload progress.
 */
export const uploadBookPhoto: PhotoUploader = (file, onProgress) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/uploads/books');
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: { url?: string; error?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // A proxy's HTML error page: the generic message below.
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.url) resolve(body.url);
      else reject(new Error(body.error ?? 'Não foi possível enviar a foto. Tente novamente.'));
    };
    xhr.onerror = () => reject(new Error('Sem conexão. Verifique sua internet e tente novamente.'));
    xhr.ontimeout = xhr.onerror;
    xhr.send(file);
  });
