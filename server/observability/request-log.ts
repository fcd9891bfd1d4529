import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type Middleware, pathOf } from '../http/index.ts';
import type { Logger } from './logger.ts';
import type { AppMetrics } from './metrics.ts';
import { noteRequestId, userOf } from './request-info.ts';

// One log line and one metrics observation per request, when its answer is finished or the
// client went away. The line names the request (also sent back as X-Request-Id, so a member's
// report of an error can be found in the log), never its headers, query string or body: those
// are where cookies, tokens and passwords travel.

export interface RequestObserverOptions {
  logger: Logger;
  metrics: AppMetrics;
  /** The router's procedure names: anything else under /trpc is counted as unknown. */
  procedures: ReadonlySet<string>;
}

export function observeRequests(opts: RequestObserverOptions): Middleware {
  const { logger, metrics, procedures } = opts;
  // Which of several processes answered (docs/decisions/051-several-processes-on-one-machine.md):
  // with the request id, whose log to read and whose /metrics counted it.
  const processNumber = cluster.worker ? String(cluster.worker.id) : null;
  return (req, res, next) => {
    const started = performance.now();
    const id = requestIdFrom(req);
    noteRequestId(req, id);
    res.setHeader('X-Request-Id', id);
    if (processNumber) res.setHeader('X-Releia-Process', processNumber);
    const path = pathOf(req);
    const routes = routesOf(path, procedures);
    // A subscription lasts as long as the page is open: counted as a connection, not a duration.
    const stream = path.startsWith('/trpc/') && (req.headers.accept ?? '').includes('text/event-stream');
    if (stream) metrics.sseOpened();
    let logged = false;
    const finish = () => {
      if (logged) return;
      logged = true;
      const seconds = (performance.now() - started) / 1000;
      // 499 (nginx's 'client closed request'): the client left before the answer was complete.
      const status = res.writableFinished ? res.statusCode : 499;
      const method = req.method ?? '?';
      if (stream) metrics.sseClosed();
      else for (const route of routes) metrics.observeRequest(route, method, status, seconds);
      logger.info(
        {
          reqId: id,
          method,
          route: routes.join(','),
          path,
          status,
          ms: Math.round(seconds * 10_000) / 10,
          userId: userOf(req),
        },
        'requisição',
      );
    };
    res.once('finish', finish);
    res.once('close', finish);
    next();
  };
}

/** A proxy's request id is kept when it looks like one, so both logs name the same request. */
function requestIdFrom(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{8,128}$/.test(given) ? given : randomUUID();
}

const NAMED_PREFIXES: [string, string][] = [
  ['/images/', 'images'],
  ['/uploads/', 'uploads'],
  ['/auth/', 'auth'],
  ['/sitemap', 'crawler'],
  ['/assets/', 'static'],
];

/** The metric labels of a path: its tRPC procedures, or one of a few route names. */
export function routesOf(path: string, procedures: ReadonlySet<string>): string[] {
  if (path.startsWith('/trpc/')) {
    return path
      .slice('/trpc/'.length)
      .split(',')
      .map((name) => (procedures.has(name) ? name : 'trpc:desconhecido'));
  }
  if (path === '/healthz' || path === '/metrics') return [path.slice(1)];
  if (path === '/robots.txt') return ['crawler'];
  for (const [prefix, name] of NAMED_PREFIXES) if (path.startsWith(prefix)) return [name];
  return [/\.\w+$/.test(path) ? 'static' : 'page'];
}
