import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import { createHTTPHandler } from '@trpc/server/adapters/standalone';
import compression from 'compression';
import { sql } from 'kysely';
import sirv from 'sirv';
import type { ViteDevServer } from 'vite';
import { isDatabaseUnavailable } from '../db/postgres.ts';
import { createGoogleHandlers, GOOGLE_CALLBACK_PATH, GOOGLE_START_PATH } from './accounts/google.ts';
import { readCookie, SESSION_COOKIE } from './accounts/session.ts';
import { appRouter } from './app-router.ts';
import { createContextFactory, type Deps } from './context.ts';
import { createExportDownloadHandler, isExportDownload } from './data-rights/export-download.ts';
import { createOneClickUnsubscribeHandler, isOneClickUnsubscribe } from './data-rights/unsubscribe.ts';
import { DATABASE_UNAVAILABLE } from './errors.ts';
import {
  createEvidenceHandler,
  createEvidenceUploadHandler,
  EVIDENCE_PREFIX,
  EVIDENCE_UPLOAD_PATH,
} from './evidence/http.ts';
import { compose, type Middleware, pathOf, sendJson } from './http/compose.ts';
import { crossSiteGuard } from './http/cross-site.ts';
import { sendDevServiceWorker } from './http/dev-service-worker.ts';
import { loadRoutePreloads, preloadTags, type RoutePreloads } from './http/route-preload.ts';
import { inlineScriptHashes, securityHeaders } from './http/security-headers.ts';
import { wholeAnswers } from './http/whole-answer.ts';
import { createSheetsHandler, isSheetRequest } from './imports/sheets-http.ts';
import { outboxCounts } from './mail/index.ts';
import { createNotificationsOneClickHandler, isNotificationsOneClick } from './notifications/notice-mail.ts';
import { type Logger, logger as processLogger } from './observability/logger.ts';
import { createMetrics } from './observability/metrics.ts';
import { requestIdOf } from './observability/request-info.ts';
import { observeRequests } from './observability/request-log.ts';
import { createImageHandler } from './photos/resized.ts';
import { createPhotoUploadHandler } from './photos/upload.ts';
import { createPublicAnswerCache } from './public-cache/index.ts';
import { trackEventStream } from './realtime/event-streams.ts';
import { renderSeoHtml } from './seo/seo.ts';
import { handleCrawlerFiles } from './seo/sitemap.ts';

export interface AppOptions extends Deps {
  /** Present in development: Vite serves the client with HMR. */
  vite?: ViteDevServer;
  /** Where request and error lines go (tests read them); the process's logger by default. */
  logger?: Logger;
}

/** The whole HTTP surface of Releia as one request listener. */
export function createApp(opts: AppOptions) {
  const { db, config, vite } = opts;
  const logger = opts.logger ?? processLogger;
  const metrics = createMetrics({ config, outboxCounts: () => outboxCounts(db) });
  const serveApp = Boolean(vite) || config.SERVE_CLIENT;
  const indexHtml = vite || !serveApp ? null : readFileSync(join(config.CLIENT_DIR, 'index.html'), 'utf8');
  const preloads = indexHtml === null ? null : loadRoutePreloads(config.CLIENT_DIR);

  const middlewares: Middleware[] = [
    observeRequests({ logger, metrics, procedures: new Set(Object.keys(appRouter._def.procedures)) }),
    securityHeaders({
      publicUrl: config.PUBLIC_URL,
      development: Boolean(vite),
      scriptHashes: indexHtml === null ? [] : inlineScriptHashes(indexHtml),
    }),
    // Before anything reads a body: cross-site and form-encoded writes are refused (403/415).
    crossSiteGuard(config),
    compressResponses(),
    serverRoutes(opts, logger, metrics),
  ];
  if (vite) middlewares.push(vite.middlewares as unknown as Middleware);
  else if (config.SERVE_CLIENT) middlewares.push(staticClient(config.CLIENT_DIR));

  return compose(middlewares, (req, res, err) => {
    if (err !== undefined) {
      logger.error({ err, reqId: requestIdOf(req) }, 'erro na requisição');
      if (!res.headersSent) sendFailure(res, err);
      else res.end();
      return;
    }
    if (!serveApp)
      return sendJson(res, 404, { error: 'Este servidor atende só a API (SERVE_CLIENT=false).' });
    // A missing file (an old hashed asset, a typo) is a 404, not the app: a browser would try to
    // run index.html as JavaScript.
    if (/\.[a-z0-9]+$/i.test(pathOf(req))) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      return void res.end('Arquivo não encontrado.');
    }
    void spaFallback(req, res, indexHtml, { db, publicUrl: config.PUBLIC_URL, vite, preloads }).catch(
      (error: unknown) => {
        logger.error({ err: error, reqId: requestIdOf(req) }, 'erro ao montar a página');
        if (!res.headersSent) sendFailure(res, error);
      },
    );
  });
}

/** The answer to a request that failed: 503 when the database is out of reach (worth a retry), else 500. */
function sendFailure(res: ServerResponse, err: unknown): void {
  if (isDatabaseUnavailable(err)) sendJson(res, 503, { error: DATABASE_UNAVAILABLE.description });
  else sendJson(res, 500, { error: 'Erro interno.' });
}

/** What the server itself answers: health, metrics, the API, images, Google sign-in, uploads, crawler files. */
function serverRoutes(
  opts: AppOptions,
  logger: Logger,
  metrics: ReturnType<typeof createMetrics>,
): Middleware {
  const { db, config, vite } = opts;
  const trpc = createHTTPHandler({
    router: appRouter,
    basePath: '/trpc/',
    createContext: createContextFactory({ db, config }),
    maxBodySize: config.MAX_BODY_BYTES,
    maxBatchSize: config.TRPC_MAX_BATCH,
    onError({ error, path, req }) {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        logger.error({ err: error, reqId: requestIdOf(req), procedure: path }, 'erro no tRPC');
    },
  });
  const images = createImageHandler(config.DATA_DIR, config.IMAGE_CACHE_MAX_BYTES);
  const google = createGoogleHandlers({ db, config });
  const photoUpload = createPhotoUploadHandler({ db, config });
  const evidenceUpload = createEvidenceUploadHandler({ db, config });
  const evidence = createEvidenceHandler({ db, config });
  const exportDownload = createExportDownloadHandler({ db, config });
  const sheets = createSheetsHandler({ db, config });
  const oneClickUnsubscribe = createOneClickUnsubscribeHandler({ db, config });
  const notificationsOneClick = createNotificationsOneClickHandler({ db, config });
  const publicAnswers = createPublicAnswerCache({
    db,
    maxBytes: config.PUBLIC_CACHE_MAX_BYTES,
    onLookup: (result) => metrics.publicAnswer(result),
  });
  const isGet = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD';
  const health = async (res: ServerResponse) => {
    try {
      await sql`select 1`.execute(db);
      sendJson(res, 200, { ok: true });
    } catch {
      sendJson(res, 503, { ok: false });
    }
  };

  return (req, res, next) => {
    const path = pathOf(req);
    if (path === '/healthz') return void health(res);
    if (path === '/metrics' && isGet(req)) return void metrics.handle(req, res).catch(next);
    if (path === '/trpc' || path.startsWith('/trpc/')) {
      trackEventStream(req, res, db);
      const compute = () => {
        wholeAnswers(res);
        trpc(req, res);
      };
      const kinds = publicAnswers.kindsOf(req, path, readCookie(req.headers.cookie, SESSION_COOKIE) !== null);
      if (kinds) return void publicAnswers.answer(req, res, kinds, compute).catch(next);
      return compute();
    }
    if (path.startsWith('/images/')) return void images(req, res);
    if (path === GOOGLE_START_PATH && isGet(req)) return void google.start(req, res);
    if (path === GOOGLE_CALLBACK_PATH && isGet(req)) return void google.callback(req, res);
    // Before photos: the sheet's upload is under /uploads/ for the cross-site guard.
    if (isSheetRequest(req)) return void sheets(req, res);
    // Private evidence photos, beside the public ones and never under /images/.
    if (path === EVIDENCE_UPLOAD_PATH) return void evidenceUpload(req, res).catch(next);
    if (path.startsWith(EVIDENCE_PREFIX)) return void evidence(req, res).catch(next);
    if (path.startsWith('/uploads/')) return void photoUpload(req, res);
    if (isExportDownload(req)) return void exportDownload(req, res).catch(next);
    if (isOneClickUnsubscribe(req)) return void oneClickUnsubscribe(req, res).catch(next);
    if (isNotificationsOneClick(req)) return void notificationsOneClick(req, res).catch(next);
    if (vite && path === SERVICE_WORKER_PATH && isGet(req)) return void sendDevServiceWorker(res);
    if (path === '/robots.txt' || path.startsWith('/sitemap')) {
      return void handleCrawlerFiles(db, config.PUBLIC_URL, req, res, path)
        .then((handled) => (handled ? undefined : next()))
        .catch(next);
    }
    next();
  };
}

/** SSE must stream: compressing it would hold events in the gzip buffer. */
function compressResponses(): Middleware {
  return compression({
    filter: (req, res) =>
      !String(res.getHeader('Content-Type') ?? '').includes('text/event-stream') &&
      !(req.headers.accept ?? '').includes('text/event-stream') &&
      compression.filter(req, res),
    // A book page's data is 2-3 KB: gzip saves a few hundred bytes of it and setting up a
    // compressor per response cost a third of the server's CPU under load (npm run bench).
    threshold: COMPRESS_FROM_BYTES,
    // The package is typed for Express; it only uses Node's own request and response.
  }) as unknown as Middleware;
}

/** The client build's files. */
function staticClient(clientDir: string): Middleware {
  const serveStatic = sirv(clientDir, {
    etag: true,
    // The .br and .gz copies written by the build (server/http/client-build.ts).
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', staticCacheControl(pathname));
    },
  });
  // sirv lists the build once at start and streams without an error handler: a file removed by
  // a rebuild under a running server would crash the process with ENOENT. Checking first turns
  // that into a 404; a restart picks up the new build.
  return (req, res, next) => {
    const file = safeJoin(clientDir, pathOf(req));
    if (file && existsSync(file) && statSync(file).isFile()) serveStatic(req, res, next);
    else next();
  };
}

/** Every client route is answered with the app; the router shows the 404 page for unknown ones. */
async function spaFallback(
  req: IncomingMessage,
  res: ServerResponse,
  indexHtml: string | null,
  opts: {
    db: AppOptions['db'];
    publicUrl: string;
    vite?: ViteDevServer | undefined;
    preloads: RoutePreloads | null;
  },
) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.statusCode = 405;
    res.setHeader('Allow', 'GET, HEAD');
    return void res.end();
  }
  let html = indexHtml ?? '';
  if (opts.vite) {
    const template = readFileSync(join(process.cwd(), 'client', 'index.html'), 'utf8');
    html = await opts.vite.transformIndexHtml(req.url ?? '/', template);
  }
  const pathname = pathOf(req);
  const chunks = opts.preloads?.(pathname) ?? [];
  if (chunks.length > 0) html = html.replace('</head>', `  ${preloadTags(chunks)}\n  </head>`);
  const url = req.url ?? '';
  // '?…' or '': kept on a redirect, read by the page's head.
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const page = await renderSeoHtml(opts.db, opts.publicUrl, pathname, html, {
    query: search.slice(1),
    signedIn: Boolean(readCookie(req.headers.cookie, SESSION_COOKIE)),
  });
  if (page.kind === 'redirect') {
    res.statusCode = 301;
    res.setHeader('Location', page.location + search);
    return void res.end();
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(req.method === 'HEAD' ? undefined : page.html);
}

const SERVICE_WORKER_PATH = '/sw.js';

/** Responses smaller than this go uncompressed (see the compression middleware). */
const COMPRESS_FROM_BYTES = 4096;

/** Cache-Control of a file of the client build, by its URL path. */
export function staticCacheControl(pathname: string): string {
  // Vite puts content-hashed files under /assets: they never change, cache them for a year.
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  // The browser must see a new service worker or manifest as soon as it is deployed: the worker
  // is how open tabs learn of a new version, and it lists the hashed files of its build.
  if (pathname === SERVICE_WORKER_PATH || pathname.endsWith('.webmanifest')) return 'no-cache';
  // sirv passes the request path: '/' and '/index' are index.html too.
  if (pathname.endsWith('.html') || !/\.\w+$/.test(pathname)) return 'no-cache';
  return 'public, max-age=3600';
}

/** `root` + the URL path, or null when the path escapes `root` or is not valid percent-encoding. */
function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = normalize(join(root, decoded));
  return file.startsWith(root + sep) ? file : null;
}
