import { hash, verify } from '@node-rs/argon2';

// The format of users.password_hash. Here rather than in server/auth so the seed (db/seed) writes
// the same hashes as sign-up without importing from the server layer above it.

// argon2id with OWASP's first recommended configuration: m = 19 MiB, t = 2, p = 1
// (https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
