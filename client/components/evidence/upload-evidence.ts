import { evidenceUploadPath } from '../../../shared/evidence.ts';
import type { EvidencePurpose } from '../../../shared/problems.ts';

/** A stored evidence photo: its private URL and when the server received it. */
export interface EvidencePhoto {
  url: string;
  receivedAt: string;
}

/** Sends one photo and reports progress (0 to 1); resolves to the stored photo. */
export type EvidenceUploader = (file: File, onProgress: (fraction: number) => void) => Promise<EvidencePhoto>;

/**
 * POST /uploads/evidencias for this order and purpose with the file as the raw body
 * (server/evidence/http.ts). XMLHttpRequest because only it reports upload progress.
 */
export function evidenceUploader(orderId: string, purpose: EvidencePurpose): EvidenceUploader {
  return (file, onProgress) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', evidenceUploadPath(orderId, purpose));
      xhr.setRequestHeader('Content-Type', file.type);
      xhr.responseType = 'text';
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
      xhr.onload = () => {
        let body: { url?: string; receivedAt?: string; error?: string } = {};
        try {
          body = JSON.parse(xhr.responseText) as typeof body;
        } catch {
          // A proxy's HTML error page: the generic message below.
        }
        if (xhr.status >= 200 && xhr.status < 300 && body.url && body.receivedAt)
          resolve({ url: body.url, receivedAt: body.receivedAt });
        else reject(new Error(body.error ?? 'Não foi possível enviar a foto. Tente novamente.'));
      };
      xhr.onerror = () => reject(new Error('Sem conexão. Verifique sua internet e tente novamente.'));
      xhr.ontimeout = xhr.onerror;
      xhr.send(file);
    });
}
