// The server proper, imported by server/main.ts once every setting has passed its checks.
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { checkpointWal, createDb, refreshPlannerStats } from '../db/client.ts';
import { reportConnectionErrors } from '../db/postgres.ts';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startExportWorker } from './data-rights/export-worker.ts';
import { ensureClientBuild } from './http/client-build.ts';
import { answerClientError } from './http/client-error.ts';
import { startImportWorker } from './imports/worker.ts';
import { RETRY_EVERY_MS, retryDueMail } from './mail/sender.ts';
import { startDigestWorker } from './notifications/digest.ts';
import { logger } from './observability/logger.ts';
import { startOfferExpiryWorker } from './offers/expiry.ts';
import { startReviewRevealWorker } from './orders/blind-reviews.ts';
import { startOrderDeadlinesWorker } from './orders/deadlines.ts';
import { prepareDatabase } from './prepare-database.ts';
import { deleteEndedWindows } from './rate-limits/counters.ts';
import { closeEventStreams } from './realtime/event-streams.ts';
import { startVacationWorker } from './stores/vacation.ts';
import { startWantMatcher } from './wants/matcher.ts';

const config = loadConfig();
const log = (msg: string) => logger.info(msg);

const { db } = createDb(config);
// Connections PostgreSQL ended while idle (a restart, a failover): the pool replaces them.
reportConnectionErrors(db, (err) => logger.warn({ err }, 'conexão ociosa com o PostgreSQL perdida'));
// In several processes the primary prepared the database before starting this one.
if (!cluster.isWorker) await prepareDatabase(db, config, log);

// Mail the SMTP server refused is tried again once its wait is over (server/mail/sender.ts).
setInterval(
  () =>
    void retryDueMail(db, config).catch((err: unknown) => logger.error({ err }, 'falha ao reenviar e-mails')),
  RETRY_EVERY_MS,
).unref();

// Members' data exports are made off the request path and expired ones removed
// (docs/decisions/024-data-export-and-account-deletion.md); any process may work the queue.
startExportWorker(db, config);

// Confirmed spreadsheet imports are listed in leased batches; any process may work them
// (docs/decisions/044-spreadsheets.md#the-import-job).
startImportWorker(db, config);

// The notifications' daily digest (docs/decisions/030-notifications.md#mail-and-digest).
startDigestWorker(db, config);

// Offers lapse after 48 hours and agreed prices after 24 (docs/product/offers.md#expiry).
startOfferExpiryWorker(db, config);

// Orders move on by themselves when a deadline passes, their parties told a day before
// (docs/product/orders.md#deadlines); any process may run it, each deadline fires once.
startOrderDeadlinesWorker(db, config, config.ORDER_DEADLINES_EVERY_MS);

// Double-blind reviews the window's end left hidden are revealed, both parties told
// (docs/product/reviews.md#double-blind); any process may run it, each order revealed once.
startReviewRevealWorker(db, config);

// Stores in modo férias reopen on their return date (docs/product/vacation.md#reopening); any
// process may do it, one reopens each store.
startVacationWorker(db);

// New listings are matched against members' wants off the request path; any process may work
// the queue (docs/decisions/031-wants-matching.md).
startWantMatcher(db, config);

// Planner statistics drift as books come and go; SQLite suggests refreshing them hourly. Ended
// rate-limit windows go at the same pace (a key's next write would restart it anyway).
setInterval(() => {
  void refreshPlannerStats(db);
  void deleteEndedWindows(db);
}, 60 * 60_000).unref();

const server = createServer();
let vite: import('vite').ViteDevServer | undefined;
if (config.NODE_ENV === 'development') {
  const { createServer: createViteServer } = await import('vite');
  // HMR's websocket shares the app's port, so several dev servers can run side by side.
  vite = await createViteServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom' });
} else if (config.SERVE_CLIENT && !cluster.isWorker) {
  // Likewise the client build, which two processes must not write at once.
  await ensureClientBuild(log, config.CLIENT_DIR);
}
server.on('request', createApp({ db, config, vite }));
server.on('clientError', answerClientError);
server.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  log(`ouvindo em http://localhost:${port}`);
});

// Graceful shutdown (SIGTERM from systemd, Ctrl+C): stop taking connections, end the event
// streams (their clients reconnect to the next process), let the requests in flight finish,
// transactions included, then fold the WAL into the database file and close it, all within
// SHUTDOWN_MS: systemd's default stop timeout is 90 s, but a deploy should not wait on a stuck
// client. Requests still running at the deadline are cut; their writes either committed or did
// not, and the client got no 2xx for them.
const SHUTDOWN_MS = 10_000;
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal} recebido, encerrando...`);
  const started = Date.now();
  // The last resort if closing the database itself hangs.
  setTimeout(() => {
    log('encerramento passou do limite; saindo sem fechar o banco.');
    process.exit(1);
  }, SHUTDOWN_MS).unref();

  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  const streams = closeEventStreams();
  if (streams > 0) log(`conexões de eventos encerradas: ${streams}`);
  // Keep-alive sockets that become idle after their last answer would hold close() open.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_MS - 2_000 - (Date.now() - started));
  await drained;
  clearInterval(idle);
  clearTimeout(cut);
  await vite?.close();
  // A checkpoint that cannot finish (a reader such as a backup holds the WAL) loses nothing: the
  // WAL is durable and the next start replays it.
  await checkpointWal(db).catch((error: unknown) => log(`checkpoint do WAL não concluído: ${String(error)}`));
  await db.destroy();
  log(`encerrado em ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
