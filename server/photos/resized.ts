import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import sharp from 'sharp';
import { isImageVariant } from '../../shared/photo.ts';
import { logger } from '../observability/index.ts';
import { createImageCache, imageCacheDir, VARIANT_QUALITY, variantKey } from './cache.ts';

// `/images/{file}?w=&h=` serves a WebP of a stored image at quality 85 (the product's image
// format), as stored or at one of the sizes of shared/photo.ts; any other size or parameter is a
// 400. Stored files are named by their content, so every variant can be cached for a year;
// variants are resized once and kept in a cache bounded by IMAGE_CACHE_MAX_BYTES.
//
// Why a 400 and not a redirect to the nearest allowed size: the client only builds URLs of the
// list, so another size is a bug or a probe, and a redirect would hide the bug. For the same
// reason a photo has one path: 'covers//x.webp' or 'covers/a/../x.webp' name the same file but
// would each be resized and cached anew, so they are a 404.

export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/** `w` and `h` from the query when they name an allowed variant; null for anything else. */
export function parseVariant(params: URLSearchParams): { w?: number; h?: number } | null {
  const size = (name: string) => {
    const all = params.getAll(name);
    if (all.length === 0) return undefined;
    // One canonical decimal: '0800', '8e2' or 'w=800&w=800' would be new cache keys for one image.
    const [only] = all;
    return all.length === 1 && only !== undefined && /^[1-9]\d{1,3}$/.test(only) ? Number(only) : null;
  };
  if ([...params.keys()].some((k) => k !== 'w' && k !== 'h')) return null;
  const w = size('w');
  const h = size('h');
  if (w === null || h === null || !isImageVariant(w, h)) return null;
  return { ...(w === undefined ? {} : { w }), ...(h === undefined ? {} : { h }) };
}

export function createImageHandler(dataDir: string, cacheMaxBytes: number) {
  const root = uploadsDir(dataDir);
  const cache = createImageCache(imageCacheDir(dataDir), cacheMaxBytes);

  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://releia.local');
    let photo: string;
    try {
      photo = decodeURIComponent(url.pathname.slice('/images/'.length));
    } catch {
      return notFound(res);
    }
    const source = normalize(join(root, photo));
    if (!source.startsWith(root + sep) || source.slice(root.length + 1) !== photo) return notFound(res);
    const variant = parseVariant(url.searchParams);
    if (!variant) return sizeRefused(res);
    if (!(await isFile(source))) return notFound(res);

    const { w, h } = variant;
    const key = variantKey(photo, w, h);
    try {
      let body = await cache.read(key);
      if (!body) {
        body = await sharp(source)
          .resize({ width: w, height: h, fit: 'cover', withoutEnlargement: true })
          .webp({ quality: VARIANT_QUALITY })
          .toBuffer();
        await cache.write(key, body);
      }
      res.statusCode = 200;
      res.setHeader('Content-Type', 'image/webp');
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      logger.error({ err: error }, 'falha ao gerar imagem');
      notFound(res);
    }
  };
}

/** False for a folder, a missing file and a name the file system refuses (a NUL byte). */
async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function notFound(res: ServerResponse): void {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Imagem não encontrada.');
}

function sizeRefused(res: ServerResponse): void {
  res.statusCode = 400;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Tamanho de imagem não disponível.');
}
