import cluster, { type Worker } from 'node:cluster';
import { createDb } from '../db/client.ts';
import { appSecret } from './app-secret.ts';
import { loadConfig } from './config.ts';
import { ensureClientBuild } from './http/client-build.ts';
import { logger } from './observability/logger.ts';
import { prepareDatabase } from './prepare-database.ts';
import { isRelayedEvent } from './realtime/process-relay.ts';

// The primary of several processes serving one port (PROCESSES > 1,
// docs/decisions/051-several-processes-on-one-machine.md). It serves nothing itself: it prepares
// what two processes must not do at once (the migrations, the demo data, the client build), starts
// the processes, hands live events from each to the others (server/realtime/process-relay.ts),
// replaces a process that dies and, on SIGTERM or SIGINT, stops them all and exits with them.
// Node's cluster module shares the port and deals connections out in turn.

const config = loadConfig();
const log = (msg: string) => logger.info(msg);
/** A process's own shutdown takes up to 10 s (server/serve.ts); past this the primary ends it. */
const STOP_LIMIT_MS = 12_000;
/** Pause before replacing a process that died, so a crash on every start does not spin. */
const RESTART_DELAY_MS = 1_000;

const { db } = createDb(config);
try {
  await prepareDatabase(db, config, log);
} finally {
  await db.destroy();
}
// The generated signing key too: two processes creating it at once could each read a half-written file.
appSecret(config);
if (config.SERVE_CLIENT) await ensureClientBuild(log, config.CLIENT_DIR);

const alive = new Set<Worker>();
let stopping = false;
let exitCode = 0;
/** Processes that ever listened: the start is logged once, when the first PROCESSES have. */
let listeningCount = 0;

function relay(from: Worker, message: unknown): void {
  if (!isRelayedEvent(message)) return;
  for (const other of alive) if (other !== from && other.isConnected()) other.send(message);
}

function start(): void {
  const worker = cluster.fork();
  let listened = false;
  alive.add(worker);
  worker.on('message', (message: unknown) => relay(worker, message));
  worker.once('listening', () => {
    listened = true;
    listeningCount++;
    if (listeningCount === config.PROCESSES)
      log(`${config.PROCESSES} processos servindo a porta ${config.PORT}`);
  });
  worker.once('exit', (code, signal) => {
    alive.delete(worker);
    if (code) exitCode = code;
    if (stopping) {
      if (alive.size === 0) process.exit(exitCode);
      return;
    }
    // A process that could not even start (the port taken, the database refused) will not do
    // better on the next try: the start fails as a lone process's would.
    if (!listened) {
      logger.error(`um processo terminou antes de ouvir a porta (código ${code ?? signal}); encerrando`);
      exitCode ||= 1;
      stop();
      return;
    }
    logger.error(`um processo terminou (código ${code ?? signal}); outro o substitui`);
    setTimeout(() => {
      if (!stopping) start();
    }, RESTART_DELAY_MS).unref();
  });
}

function stop(): void {
  if (stopping) return;
  stopping = true;
  if (alive.size === 0) process.exit(exitCode);
  for (const worker of alive) worker.process.kill('SIGTERM');
  setTimeout(() => {
    log('encerramento dos processos passou do limite; saindo.');
    for (const worker of alive) worker.process.kill('SIGKILL');
    process.exit(1);
  }, STOP_LIMIT_MS).unref();
}

for (let i = 0; i < config.PROCESSES; i++) start();
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
