import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

// Where pg_dump and pg_restore are (docs/deploy.md#backups-on-postgresql): the setting when given,
// else the PATH, else Debian's /usr/lib/postgresql/<version>/bin, which Debian's postgresql
// package does not put on the PATH (only its wrapper scripts, which the client package brings).

export type PgTool = 'pg_dump' | 'pg_restore';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The tool's path, or undefined when neither the setting, the PATH nor Debian's folder has it. */
export function findPgTool(
  tool: PgTool,
  configured?: string,
  path = process.env.PATH ?? '',
): string | undefined {
  if (configured) return existsSync(configured) ? configured : undefined;
  for (const dir of path.split(delimiter)) {
    if (dir && existsSync(join(dir, tool))) return join(dir, tool);
  }
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((v) => existsSync(join(DEBIAN_ROOT, v, 'bin', tool)))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(DEBIAN_ROOT, versions[0], 'bin', tool);
}

/** The tool's path, or an error in pt-BR naming the setting that fixes it. */
export function requirePgTool(tool: PgTool, configured?: string): string {
  const found = findPgTool(tool, configured);
  if (found) return found;
  const setting = tool === 'pg_dump' ? 'PG_DUMP_PATH' : 'PG_RESTORE_PATH';
  if (configured) throw new Error(`${setting}=${configured}: o arquivo não existe. Corrija o caminho.`);
  throw new Error(
    `${tool} não encontrado no PATH nem em ${DEBIAN_ROOT}/*/bin: instale o cliente do PostgreSQL ` +
      `(apt-get install postgresql-client) ou indique o caminho em ${setting}.`,
  );
}
