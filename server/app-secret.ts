import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';

// The key that signs email-verification links. APP_SECRET wins when set (several processes or
// hosts must share it then). Otherwise a random 32-byte key is created on first start in
// DATA_DIR/secret.key with mode 0600 and reused afterwards, so `npm start` works on a fresh clone
// with no configuration and links keep working across restarts. Deleting the file invalidates
// every link already sent, nothing else.

const cache = new Map<string, Buffer>();

export function appSecret(config: Pick<Config, 'APP_SECRET' | 'DATA_DIR'>): Buffer {
  if (config.APP_SECRET) return Buffer.from(config.APP_SECRET, 'utf8');
  const file = join(config.DATA_DIR, 'secret.key');
  const cached = cache.get(file);
  if (cached) return cached;
  let key: Buffer;
  try {
    key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
    if (key.length < 32) throw new Error('chave curta demais');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    key = randomBytes(32);
    mkdirSync(config.DATA_DIR, { recursive: true });
    // 'wx' fails if another process created the file meanwhile; then read theirs.
    try {
      writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
    } catch (writeError) {
      if ((writeError as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError;
      key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
    }
  }
  cache.set(file, key);
  return key;
}
