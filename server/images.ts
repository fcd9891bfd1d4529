import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';

// `/images/{file}?w=&h=&q=` serves a resized WebP of a stored image (spec section 7: quality 85
// and WebP by default). Stored files are named by their content, so every variant can be cached
// for a year; variants are written to disk once and then served from there.

const variantSchema = z.object({
  w: z.coerce.number().int().min(16).max(2000).optional(),
  h: z.coerce.number().int().min(16).max(2000).optional(),
  q: z.coerce.number().int().min(30).max(100).default(85),
});

export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

export function createImageHandler(dataDir: string) {
  const root = uploadsDir(dataDir);
  const cacheDir = join(dataDir, 'cache', 'images');

  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://releia.local');
    let relative: string;
    try {
      relative = decodeURIComponent(url.pathname.slice('/images/'.length));
    } catch {
      return notFound(res);
    }
    const source = normalize(join(root, relative));
    const params = variantSchema.safeParse(Object.fromEntries(url.searchParams));
    if (!source.startsWith(root + sep) || !params.success) return notFound(res);
    if (!existsSync(source)) return notFound(res);

    const { w, h, q } = params.data;
    const key = createHash('sha256').update(`${relative}|${w}|${h}|${q}`).digest('hex');
    const cached = join(cacheDir, `${key}.webp`);
    try {
      let body: Buffer;
      if (existsSync(cached)) {
        body = await readFile(cached);
      } else {
        body = await sharp(source)
          .resize({ width: w, height: h, fit: 'cover', withoutEnlargement: true })
          .webp({ quality: q })
          .toBuffer();
        await mkdir(cacheDir, { recursive: true });
        // Write then rename, so a concurrent reader never sees half a file.
        const tmp = `${cached}.${process.pid}.tmp`;
        await writeFile(tmp, body);
        await rename(tmp, cached);
      }
      res.statusCode = 200;
      res.setHeader('Content-Type', 'image/webp');
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error('Falha ao gerar imagem:', error);
      notFound(res);
    }
  };
}

function notFound(res: ServerResponse): void {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Imagem não encontrada.');
}
