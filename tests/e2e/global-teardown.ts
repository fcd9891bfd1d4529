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
  const logFile = join(dir, 'server.log');
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
  if (existsSync(logFile)) {
    mkdirSync('test-results', { recursive: true });
    copyFileSync(logFile, join('test-results', 'e2e-server.log'));
  }
  if (!process.env.RELEIA_E2E_KEEP) rmSync(dir, { recursive: true, force: true });
  if (requestLines(log) === 0)
    throw new Error(`O log do servidor (${logFile}) não tem linhas de requisição.`);
  const secrets = secretsInLog(log, [DEMO_PASSWORD, REGISTER_PASSWORD]);
  if (secrets.length > 0)
    throw new Error(
      `O log do servidor contém segredos: ${[...new Set(secrets)].join(', ')} (test-results/e2e-server.log)`,
    );
}
