import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Releia's version, from the package.json above this module: the repository's, or the release's
 * (scripts/lib/release.ts writes one at its root). 'desconhecida' when neither is found.
 */
export function releiaVersion(): string {
  let dir = import.meta.dirname;
  for (let i = 0; i < 4; i++) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === 'releia' && pkg.version) return pkg.version;
    } catch {
      // Not at this level; look one folder up.
    }
    dir = dirname(dir);
  }
  return 'desconhecida';
}
