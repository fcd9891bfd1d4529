import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// `npm start` builds the client only when its sources changed since the last build, so a fresh
// clone works with one command and a restart stays fast.

const ROOT = process.cwd();
export const CLIENT_DIST = join(ROOT, 'dist', 'client');
const STAMP = join(CLIENT_DIST, '.build-stamp');
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

export function clientBuildIsFresh(): boolean {
  return existsSync(STAMP) && readFileSync(STAMP, 'utf8') === clientFingerprint();
}

export async function ensureClientBuild(log: (msg: string) => void): Promise<void> {
  if (clientBuildIsFresh()) return;
  log('Construindo o cliente (primeira execução ou código alterado)...');
  const fingerprint = clientFingerprint();
  const { build } = await import('vite');
  await build({ logLevel: 'warn' });
  writeFileSync(STAMP, fingerprint);
}
