import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { requestLines, secretsInLog } from '../helpers/log-secrets.ts';
import { DEMO_PASSWORD, REGISTER_PASSWORD } from './passwords.ts';

// After the whole run: the server's log (LOG_FILE in playwright.config.ts) must hold no password,
// session cookie or token, however the tests signed in. Then the temporary database directory
// made in playwright.config.ts is removed; set RELEIA_E2E_KEEP=1 to keep it for a look after a
// failing run. The log is kept in test-results/e2e-server.log either way.
export default function globalTeardown() {
  const dir = process.env.RELEIA_E2E_DIR;
  if (!dir) return;
  // The demo-data server's log, and the empty community's (its own folder inside `dir`).
  const logs = [
    { file: join(dir, 'server.log'), copy: 'e2e-server.log' },
    { file: join(dir, 'community', 'server.log'), copy: 'e2e-community-server.log' },
  ].map(({ file, copy }) => {
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (existsSync(file)) {
      mkdirSync('test-results', { recursive: true });
      copyFileSync(file, join('test-results', copy));
    }
    return { file, copy, text };
  });
  if (!process.env.RELEIA_E2E_KEEP) rmSync(dir, { recursive: true, force: true });
  const main = logs[0];
  if (main && requestLines(main.text) === 0)
    throw new Error(`O log do servidor (${main.file}) não tem linhas de requisição.`);
  for (const { copy, text } of logs) {
    const secrets = secretsInLog(text, [DEMO_PASSWORD, REGISTER_PASSWORD]);
    if (secrets.length > 0)
      throw new Error(
        `O log do servidor contém segredos: ${[...new Set(secrets)].join(', ')} (test-results/${copy})`,
      );
  }
}
