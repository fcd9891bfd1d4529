import { createHash } from 'node:crypto';
import { mkdir, open, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PHOTO_WIDTHS, SQUARE_SIDES } from '../../shared/photo.ts';

// Resized images kept on disk, bounded in bytes: past `maxBytes` the least recently used go. The
// files are the only truth (no index in memory), so several processes can share one folder:
// a variant is written under a temporary name and renamed, so a reader never sees half of one,
// and "recently used" is the file's modification time, set again when it is served (at most
// hourly, to spare a write per hit; atime is often off). Eviction scans the folder, which is
// cheap next to resizing: it runs after this process has written a twentieth of the budget, or
// ten minutes after its last scan, so other processes' writes are counted too.

/** A hit refreshes a file's time only when it is older than this. */
const TOUCH_AFTER_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;
/** Eviction goes down to this share of the budget, so it does not run again at the next write. */
const LOW_WATER = 0.9;

/** Quality of every WebP the image endpoint writes; part of the key, so a new quality makes new files. */
export const VARIANT_QUALITY = 85;

export function imageCacheDir(dataDir: string): string {
  return join(dataDir, 'cache', 'images');
}

/**
 * A variant's key: the photo's canonical path under the uploads folder ('covers/cover-001.webp')
 * and its size (undefined: as stored).
 */
export function variantKey(photo: string, w: number | undefined, h: number | undefined): string {
  return createHash('sha256').update(`${photo}|${w}|${h}|${VARIANT_QUALITY}`).digest('hex');
}

/**
 * Removes every size the image endpoint may have cached of a stored photo (its URL, '/images/…'),
 * so a deleted member's photos do not live on, resized, in the cache (docs/product/data-rights.md#deletion).
 * The sizes are those of shared/photo.ts, the only ones the endpoint serves.
 */
export async function removeCachedSizes(dataDir: string, url: string): Promise<void> {
  if (!url.startsWith('/images/')) return;
  const photo = url.slice('/images/'.length);
  const sizes: [number | undefined, number | undefined][] = [
    [undefined, undefined],
    ...PHOTO_WIDTHS.map((w): [number, undefined] => [w, undefined]),
    ...SQUARE_SIDES.map((side): [number, number] => [side, side]),
  ];
  for (const [w, h] of sizes) {
    await unlink(join(imageCacheDir(dataDir), `${variantKey(photo, w, h)}.webp`)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }
}

export interface ImageCache {
  read(key: string): Promise<Buffer | null>;
  write(key: string, body: Buffer): Promise<void>;
  /** Evicts least recently used files until the folder is under budget; resolves when done. */
  sweep(): Promise<void>;
}

export function createImageCache(dir: string, maxBytes: number): ImageCache {
  let writtenSinceSweep = 0;
  let lastSweep = 0;
  let sweeping: Promise<void> | null = null;
  const fileOf = (key: string) => join(dir, `${key}.webp`);

  const sweep = () => {
    sweeping ??= evict(dir, maxBytes).finally(() => {
      sweeping = null;
      lastSweep = Date.now();
      writtenSinceSweep = 0;
    });
    return sweeping;
  };

  return {
    async read(key) {
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(fileOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const info = await handle.stat();
        const body = await handle.readFile();
        const now = Date.now();
        if (now - info.mtimeMs > TOUCH_AFTER_MS) await handle.utimes(now / 1000, now / 1000);
        return body;
      } finally {
        await handle.close();
      }
    },
    async write(key, body) {
      await mkdir(dir, { recursive: true });
      const file = fileOf(key);
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, file);
      writtenSinceSweep += body.length;
      if (writtenSinceSweep > maxBytes / 20 || Date.now() - lastSweep > SWEEP_EVERY_MS) await sweep();
    },
    sweep,
  };
}

async function evict(dir: string, maxBytes: number): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  const files: { path: string; size: number; usedAt: number }[] = [];
  const now = Date.now();
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) continue;
    // A temporary file an hour old belongs to a process that died mid-write.
    if (name.endsWith('.tmp')) {
      if (now - info.mtimeMs > TOUCH_AFTER_MS) await unlink(path).catch(() => {});
      continue;
    }
    files.push({ path, size: info.size, usedAt: info.mtimeMs });
  }
  let total = files.reduce((sum, f) => sum + f.size, 0);
  if (total <= maxBytes) return;
  files.sort((a, b) => a.usedAt - b.usedAt);
  for (const file of files) {
    if (total <= maxBytes * LOW_WATER) break;
    // Another process may have evicted it already: gone is gone.
    await unlink(file.path).catch(() => {});
    total -= file.size;
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}
