import { readFile, writeFile } from 'node:fs/promises';
import { z } from 'zod';

// The manifest written beside every backup (docs/deploy.md#backups): what the backup holds, so a
// restore can prove it got all of it back, and the doctor can tell a backup's age and engine
// without opening it.

const tableSchema = z.object({
  rows: z.number().int().min(0),
  /** The fingerprint db:copy also compares (server/backups/checksum.ts). */
  checksum: z.string().regex(/^[0-9a-f]{32}$/),
});

const manifestSchema = z.object({
  format: z.literal(1),
  /** ISO 8601; the moment the backup's snapshot was taken. */
  createdAt: z.iso.datetime(),
  engine: z.enum(['sqlite', 'postgres']),
  releiaVersion: z.string().min(1),
  /** The migrations applied in the database backed up, in order. */
  migrations: z.array(z.string()),
  tables: z.record(z.string(), tableSchema),
  /** The backup file itself: a truncated or altered copy is told by its size and hash. */
  file: z.object({
    name: z.string().min(1),
    bytes: z.number().int().min(0),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type TableSummary = z.infer<typeof tableSchema>;

/** A backup file's manifest: the same name with `.manifest.json` added. */
export function manifestPathOf(file: string): string {
  return `${file}.manifest.json`;
}

export const MANIFEST_SUFFIX = '.manifest.json';

/** A missing, unreadable or malformed manifest, said in pt-BR. */
export class ManifestError extends Error {}

export async function readManifest(file: string): Promise<BackupManifest> {
  const path = manifestPathOf(file);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new ManifestError(
      `O manifesto ${path} não existe ou não pode ser lido: sem ele não há como conferir o backup.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ManifestError(`O manifesto ${path} não é JSON válido: o arquivo foi alterado ou cortado.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new ManifestError(
      `O manifesto ${path} não tem o formato esperado (${parsed.error.issues[0]?.path.join('.') ?? '?'}).`,
    );
  }
  return parsed.data;
}

export async function writeManifest(file: string, manifest: BackupManifest): Promise<void> {
  await writeFile(manifestPathOf(file), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}
