import { createServer } from 'node:http';
import { createDb, refreshPlannerStats } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed/index.ts';
import { createApp } from './app.ts';
import { RETRY_EVERY_MS, retryDueMail } from './auth/mailer.ts';
import { loadConfig } from './config.ts';
import { ensureClientBuild } from './http/client-build.ts';
import { answerClientError } from './http/client-error.ts';
import { logger } from './observability/logger.ts';
import { searchIndexFor } from './search/index.ts';

const config = loadConfig();
const log = (msg: string) => logger.info(msg);

const { db } = createDb(config.DATABASE_PATH);
const applied = await migrateToLatest(db);
if (applied.length) log(`migrações aplicadas: ${applied.join(', ')}`);

if (config.SEED_DEMO) {
  const seeded = await seedIfEmpty(db, { dataDir: config.DATA_DIR, log });
  // The demo password is in the README, not here: the e2e run checks the log holds no password.
  if (seeded) log('dados de demonstração criados (contas e senha demo no README).');
}

// Mail the SMTP server refused is tried again once its wait is over (server/auth/mailer.ts).
setInterval(
  () =>
    void retryDueMail(db, config).catch((err: unknown) => logger.error({ err }, 'falha ao reenviar e-mails')),
  RETRY_EVERY_MS,
).unref();

// Planner statistics drift as books come and go; SQLite suggests refreshing them hourly.
setInterval(() => void refreshPlannerStats(db), 60 * 60_000).unref();

// Build the search index before taking requests: built lazily, the first visitor's search would
// wait for it (seconds at 100 000 books).
const indexStarted = performance.now();
await searchIndexFor(db).sync();
log(`índice de busca pronto em ${((performance.now() - indexStarted) / 1000).toFixed(1)} s`);

const server = createServer();
let vite: import('vite').ViteDevServer | undefined;
if (config.NODE_ENV === 'development') {
  const { createServer: createViteServer } = await import('vite');
  // HMR's websocket shares the app's port, so several dev servers can run side by side.
  vite = await createViteServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom' });
} else if (config.SERVE_CLIENT) {
  await ensureClientBuild(log, config.CLIENT_DIR);
}
server.on('request', createApp({ db, config, vite }));
server.on('clientError', answerClientError);
server.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  log(`ouvindo em http://localhost:${port}`);
});

// Stop taking connections, let in-flight requests finish, then close SQLite cleanly so the WAL
// is checkpointed.
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal} recebido, encerrando...`);
  server.close(() => {
    void vite?.close();
    void db.destroy().then(() => process.exit(0));
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
