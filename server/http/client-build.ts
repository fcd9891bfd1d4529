import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

// `npm start` builds the client only when its sources changed since the last build, so a fresh
// clone works with one command and a restart stays fast.

const ROOT = process.cwd();
/** Where `npm run build` writes the client; the server's default CLIENT_DIR. */
export const CLIENT_DIST = join(ROOT, 'dist', 'client');
const stampOf = (dir: string) => join(dir, '.build-stamp');
const INPUTS = ['client', 'shared', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => listFiles(join(path, entry.name)));
}

/** A hash of every client input's path and content. */
export function clientFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((p) => listFiles(join(ROOT, p))).sort()) {
    hash.update(relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** What a build's stamp holds: its sources' hash, and the build id when one was given (vite.config.ts). */
function buildStamp(): string {
  const id = process.env.RELEIA_BUILD_ID;
  return id ? `${clientFingerprint()}:${id}` : clientFingerprint();
}

export function clientBuildIsFresh(dir: string = CLIENT_DIST): boolean {
  const stamp = stampOf(dir);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === buildStamp();
}

export async function ensureClientBuild(
  log: (msg: string) => void,
  dir: string = CLIENT_DIST,
): Promise<void> {
  if (clientBuildIsFresh(dir) || isPackagedBuild(dir)) return;
  log('Construindo o cliente (primeira execução ou código alterado)...');
  const stamp = buildStamp();
  const { build } = await import('vite');
  await build({ logLevel: 'warn', build: { outDir: dir, emptyOutDir: true } });
  precompress(dir);
  writeFileSync(stampOf(dir), stamp);
}

/**
 * A release (npm run release) carries its client build and none of the client's sources: there is
 * nothing to rebuild from, and it must never try (it has no Vite).
 */
function isPackagedBuild(dir: string): boolean {
  return !existsSync(join(ROOT, 'client')) && existsSync(join(dir, 'index.html'));
}

/** Text files worth compressing; images are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|webmanifest|json)$/;
/** Under a kilobyte a compressed copy saves a few hundred bytes of a request's cost at most. */
const PRECOMPRESS_FROM_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the build; the server
 * sends them as they are (sirv). Compressing once at the highest levels makes the entry script
 * about a sixth smaller over the wire than the on-the-fly gzip did, at no cost per request.
 */
export function precompress(dir: string): void {
  for (const file of listFiles(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = readFileSync(file);
    if (data.length < PRECOMPRESS_FROM_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  }
}
