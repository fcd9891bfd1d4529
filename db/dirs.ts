import { mkdirSync, statSync } from 'node:fs';
import { dirname, parse, resolve } from 'node:path';

// Node's recursive mkdir spins forever when a folder's parent exists but cannot hold children (a
// path under /proc): a start that never ends and never says why. Every folder Releia makes for
// its database and data is made here instead (server/startup-checks.ts, db/client.ts).

/**
 * Creates `dir` and the folders above it that are missing, one level at a time, so a parent
 * that exists but takes no children fails at once (ENOENT) instead of looping in Node.
 */
export function makeDirs(dir: string): void {
  const missing: string[] = [];
  let at = resolve(dir);
  for (;;) {
    try {
      if (!statSync(at).isDirectory())
        throw Object.assign(new Error(`${at} não é uma pasta`), { code: 'ENOTDIR' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || at === parse(at).root) throw error;
      missing.unshift(at);
      at = dirname(at);
    }
  }
  for (const path of missing) mkdirSync(path);
}
