import { timingSafeEqual } from 'node:crypto';
import { statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.ts';

// /metrics in Prometheus text format. Request labels come from closed lists (the router's
// procedures, a few route names) so a client inventing URLs cannot grow the series without bound.

/** Node's own figures (memory, CPU, event loop, GC) are per process: registered once. */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface AppMetrics {
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  sseOpened(): void;
  sseClosed(): void;
  /** A visitor's public answer served from the kept copy (hit) or computed (miss). */
  publicAnswer(result: 'hit' | 'miss'): void;
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

/** The mail outbox's counts, given by the caller: observability is below mail (mail logs). */
type OutboxCounts = () => Promise<{ waiting: number; failed: number }>;

export function createMetrics(opts: { config: Config; outboxCounts: OutboxCounts }): AppMetrics {
  const { config } = opts;
  const registry = new Registry();
  const requests = new Counter({
    name: 'releia_http_requests_total',
    help: 'Requisições atendidas, por rota ou procedimento tRPC, método e status.',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'releia_http_request_duration_seconds',
    help: 'Duração das requisições, por rota ou procedimento tRPC.',
    labelNames: ['route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const sse = new Gauge({
    name: 'releia_sse_connections',
    help: 'Assinaturas SSE abertas.',
    registers: [registry],
  });
  const publicAnswers = new Counter({
    name: 'releia_public_answers_total',
    help: 'Respostas públicas a visitantes: hit veio da cópia guardada, miss foi calculada.',
    labelNames: ['result'],
    registers: [registry],
  });
  registerStateGauges(registry, opts.outboxCounts, config);

  return {
    observeRequest(route, method, status, seconds) {
      requests.inc({ route, method, status: String(status) });
      duration.observe({ route }, seconds);
    },
    sseOpened: () => sse.inc(),
    sseClosed: () => sse.dec(),
    publicAnswer: (result) => publicAnswers.inc({ result }),
    async handle(req, res) {
      if (config.METRICS_TOKEN && !bearerMatches(req.headers.authorization, config.METRICS_TOKEN)) {
        res.statusCode = 401;
        res.setHeader('WWW-Authenticate', 'Bearer');
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        return void res.end('Token de métricas ausente ou inválido.');
      }
      const merged = Registry.merge([processMetrics(), registry]);
      res.statusCode = 200;
      res.setHeader('Content-Type', merged.contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.end(await merged.metrics());
    },
  };
}

/** Gauges read when /metrics is scraped: the mail outbox, the database's size. */
function registerStateGauges(registry: Registry, outboxCounts: OutboxCounts, config: Config): void {
  const outbox = new Gauge({
    name: 'releia_outbox_messages',
    help: 'E-mails não enviados: waiting aguarda nova tentativa, failed foi abandonado.',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const counts = await outboxCounts();
      outbox.set({ state: 'waiting' }, counts.waiting);
      outbox.set({ state: 'failed' }, counts.failed);
    },
  });
  new Gauge({
    name: 'releia_database_bytes',
    help: 'Tamanho do banco SQLite e do seu WAL em bytes.',
    labelNames: ['file'],
    registers: [registry],
    collect() {
      this.set({ file: 'db' }, fileSize(config.DATABASE_PATH));
      this.set({ file: 'wal' }, fileSize(`${config.DATABASE_PATH}-wal`));
    },
  });
}

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
