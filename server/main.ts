import { createServer } from 'node:http';
import { createDb, refreshPlannerStats } from '../db/client.ts';
import { createdByMigrations, migrateToLatest } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed/index.ts';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { ensureClientBuild } from './http/client-build.ts';
import { answerClientError } from './http/client-error.ts';
import { searchIndexFor } from './search/index.ts';

const config = loadConfig();
const log = (msg: string) => console.info(`[releia] ${msg}`);

const { db } = createDb(config.DATABASE_PATH);
const applied = await migrateToLatest(db);
if (applied.length) log(`migrações aplicadas: ${applied.join(', ')}`);

// Only a database this start created gets the demo data: an existing one, even empty, belongs to
// a community that started empty or left demo mode.
if (config.SEED_DEMO && createdByMigrations(applied)) {
  const seeded = await seedIfEmpty(db, { dataDir: config.DATA_DIR, log });
  if (seeded) log('dados de demonstração criados (contas demo com senha releia-demo).');
}

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
