import { PHOTO_MAX_BYTES } from '../../shared/schemas/profile.ts';
import { logger } from '../observability/index.ts';
import { storePhoto } from '../photos/index.ts';

// A cover a provider found is downloaded once, here, and stored as a book photo like an upload
// (checked to be a JPEG, PNG or WebP, re-encoded to WebP, resized): pages never link to a provider.

/** The cover may take this long on its own, after the facts (docs/product/listing.md#prefill-from-the-isbn). */
export const COVER_TIMEOUT_MS = 2_000;

interface CoverRequest {
  dataDir: string;
  userAgent: string;
  gate: () => Promise<void>;
  timeoutMs?: number;
}

async function readCapped(body: ReadableStream<Uint8Array>, max: number): Promise<Buffer | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.length;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

/** The stored photo's path ('/images/books/….webp'), or null when there is no usable image. */
export async function storeCover(url: string, req: CoverRequest): Promise<string | null> {
  if (!/^https?:\/\//.test(url)) return null;
  try {
    await req.gate();
    const res = await fetch(url, {
      headers: { accept: 'image/*', 'user-agent': req.userAgent },
      signal: AbortSignal.timeout(req.timeoutMs ?? COVER_TIMEOUT_MS),
    });
    const declared = Number(res.headers.get('content-length'));
    if (!res.ok || !res.body || (Number.isFinite(declared) && declared > PHOTO_MAX_BYTES)) {
      await res.body?.cancel();
      return null;
    }
    const image = await readCapped(res.body, PHOTO_MAX_BYTES);
    // storePhoto reads the content itself: a page or an error sent as an image is refused there.
    return image && image.length > 0 ? await storePhoto(req.dataDir, 'books', image) : null;
  } catch (error) {
    logger.warn({ err: error }, 'capa do ISBN não baixada');
    return null;
  }
}
