import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import { appSecret } from '../app-secret.ts';
import type { Config } from '../config.ts';

// Where finished exports live and how their links are signed (docs/decisions/024-data-export-and-account-deletion.md).
// The token is derived from the app secret and the export's id, so the owner's status query can
// show the link again after a reload; the row keeps only its hash, which the download compares.

export const EXPORT_PATH_PREFIX = '/meus-dados/exportacao/';

export function exportsDir(dataDir: string): string {
  return join(dataDir, 'exports');
}

export function exportToken(config: Pick<Config, 'APP_SECRET' | 'DATA_DIR'>, exportId: string): string {
  return createHmac('sha256', appSecret(config)).update(`data-export:${exportId}`).digest('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function tokenMatches(token: string, hash: string): boolean {
  const a = Buffer.from(tokenHash(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function exportUrl(config: Pick<Config, 'APP_SECRET' | 'DATA_DIR'>, exportId: string): string {
  return `${EXPORT_PATH_PREFIX}${exportId}?token=${exportToken(config, exportId)}`;
}
