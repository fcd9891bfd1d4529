import type { DB } from '../client.ts';

export async function seedIfEmpty(
  _db: DB,
  _opts: { dataDir: string; log: (m: string) => void },
): Promise<boolean> {
  return false;
}
