import { rmSync } from 'node:fs';

// The temporary database directory made in playwright.config.ts. Set RELEIA_E2E_KEEP=1 to keep
// it for a look after a failing run.
export default function globalTeardown() {
  const dir = process.env.RELEIA_E2E_DIR;
  if (!dir || process.env.RELEIA_E2E_KEEP) return;
  rmSync(dir, { recursive: true, force: true });
}
