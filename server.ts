/**
 * The process entry, run by Node directly: HTTP concerns that do not need the app's modules
 * (request ids and logs, compression, security headers, static files, health, graceful shutdown),
 * then the bundled app from server/app.ts (the production build, or Vite's dev server).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type * as AppModule from './server/app.ts';

type App = typeof AppModule;

const isProduction = process.env.NODE_ENV === 'production';
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

const vite = isProduction
  ? undefined
  : await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }));

const loadApp = async (): Promise<App> =>
  vite
    ? ((await vite.ssrLoadModule('./server/app.ts')) as App)
    : ((await import(path.join(buildDir, 'server/index.js'))) as App);

let appModule: App;
let services: AppModule.Services;
try {
  appModule = await loadApp();
  services = await appModule.getServices();
} catch (error) {
  if (error instanceof Error && error.name === 'ConfigError') {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
}

const { config, logger, metrics } = services;
const app = express();
app.disable('x-powered-by');
app.set('trust proxy', config.trustProxy);

/** The label of every file of the build and of public/ in logs and /metrics. */
const STATIC_ROUTE = 'static';
/** The label of requests refused for a path that cannot be decoded (bounded, like every route label). */
const BAD_PATH_ROUTE = 'bad-path';
/** Asked every few seconds by load balancers and Prometheus: logged at debug, like assets. */
const PROBE_ROUTES = new Set(['/readyz', '/metrics']);

/**
 * Request ids unique across processes and restarts (a random prefix per process) and cheap per
 * request: a UUID per request cost a tenth of a cached page's CPU.
 */
const requestIdPrefix = randomBytes(6).toString('base64url');
let requestCount = 0;
/** The TRUST_PROXY rule as Express compiled it for req.ip: (address, hop) => trusted. */
const trustsProxy: (address: string, hop: number) => boolean = app.get('trust proxy fn');

app.use((req: Request, res: Response, next: NextFunction) => {
  const header = req.headers['x-request-id'];
  const incoming = typeof header === 'string' && /^[\w-]{1,64}$/.test(header) ? header : undefined;
  // Adopted only from a proxy TRUST_PROXY names (nginx sets its own, deploy/nginx.conf): the id goes
  // into the audit log, and anyone else could make two unrelated entries share one. A client's own
  // id is logged beside ours (docs/decisions/audit-log.md).
  const fromProxy = incoming !== undefined && trustsProxy(req.socket.remoteAddress ?? '', 0);
  const requestId = fromProxy ? incoming : `${requestIdPrefix}-${(++requestCount).toString(36)}`;
  const clientRequestId = fromProxy ? undefined : incoming;
  res.locals.requestId = requestId;
  res.setHeader('X-Request-Id', requestId);
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    // A route pattern (React Router's match, or the cached page's), a fixed label, or 'unmatched':
    // never the URL, whose every variant would be a new series (docs/decisions/metrics-and-readiness.md).
    const route: string = res.locals.route ?? appModule.UNMATCHED_ROUTE;
    metrics.observeRequest(req.method, route, res.statusCode, ms / 1000);
    // A broken link's visit, counted in memory and written in batches (app/.server/not-found-log/).
    if (res.statusCode === 404 && route !== STATIC_ROUTE && config.notFoundLog) {
      services.notFoundLog.record(req.method, req.originalUrl, req.headers.referer);
    }
    // A path that cannot be decoded cannot be matched to a route to redact by: none of it is logged.
    const url = route === BAD_PATH_ROUTE ? '[not valid percent-encoding]' : appModule.redactUrl(req.originalUrl, route);
    const entry = {
      requestId,
      clientRequestId,
      method: req.method,
      url,
      route,
      status: res.statusCode,
      ms: Math.round(ms),
    };
    if (res.statusCode >= 500) logger.error(entry, 'request failed');
    else if (route === STATIC_ROUTE || PROBE_ROUTES.has(route)) logger.debug(entry, 'request');
    else logger.info(entry, 'request');
  });
  next();
});

// A path whose percent-encoding is broken (`%`, `%ZZ`) names no page, and React Router would warn
// about it with the raw path on stderr, outside the redacting logger: an invitation token and all.
app.use((req: Request, res: Response, next: NextFunction) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    res.locals.route = BAD_PATH_ROUTE;
    res.status(400).type('text/plain').send('Bad Request: the address is not valid percent-encoding.');
    return;
  }
  next();
});

// The same on every response (app/.server/infrastructure/security-headers.ts); only the CSP varies, by its
// inline scripts. The page editor's preview frame alone may be framed, by the studio: its own set.
const securityHeaders = appModule.fixedSecurityHeaders(config);
const csp = appModule.cspHeader(config);
const selfFramed = {
  headers: appModule.fixedSecurityHeaders(config, 'self'),
  csp: appModule.cspHeader(config, 'self'),
};

/**
 * Files of the build, sent as the build wrote them: the brotli or gzip copy made at build time
 * (vite.config.ts) when the browser accepts it, so nothing is compressed per request.
 */
function precompressedStatic(
  root: string,
  options: { maxAge: string; index?: false; immutable?: boolean; fallthrough?: boolean },
) {
  return expressStaticGzip(root, { enableBrotli: true, orderPreference: ['br', 'gzip'], serveStatic: options });
}

if (!vite) {
  // Vite fingerprints everything under /assets (scripts, styles, fonts): cached forever, and served
  // before the page middleware. Only the headers that apply to a script, stylesheet or font go with
  // them; the document headers (CSP, framing, referrer) would add a kilobyte to each of a page's
  // thirty-odd script responses and mean nothing there.
  const assets = precompressedStatic(path.join(buildDir, 'client/assets'), {
    immutable: true,
    maxAge: '1y',
    fallthrough: false,
  });
  app.use('/assets', (req, res, next) => {
    res.locals.route = STATIC_ROUTE;
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    assets(req, res, next);
  });
}

// The studio's redirects (issue 32), from an in-memory table: before the page cache, so a redirected
// path costs no more than a cached page (server/redirect-front-door.ts).
app.use(appModule.redirectFrontDoor(services, securityHeaders));

// Pages already in the page cache are answered here, before compression and the security headers
// re-derive what the cache stored with them (about a quarter less CPU per cached page, docs/benchmarks.md).
if (!vite) app.use(appModule.pageCacheFrontDoor(services, securityHeaders));

app.use(compression());

app.use((req, res, next) => {
  // Made only here, after the cache answered what it could: a cached page carries hashes, not a nonce.
  const nonce = randomBytes(16).toString('base64');
  res.locals.nonce = nonce;
  const framed = appModule.framingOf(req.path) === 'self';
  const headers = framed ? selfFramed.headers : securityHeaders;
  for (const name in headers) res.setHeader(name, headers[name] as string);
  const referrerPolicy = appModule.referrerPolicyOf(req.path);
  if (referrerPolicy) res.setHeader('Referrer-Policy', referrerPolicy);
  // An upload or a share image sends its own, stricter policy (app/.server/storage/serve.ts); a second
  // one would apply as well.
  if (!req.path.startsWith('/uploads/') && !req.path.startsWith('/share-images/')) {
    const policy = framed ? selfFramed.csp : csp;
    const scripts = [`'nonce-${nonce}'`];
    res.setHeader('Content-Security-Policy', policy(scripts));
    // Made again as the headers go out: the page's loaders have read the site settings by then, whose
    // booking link the frame-src allows (issue 29; security-headers.ts, noteBookingUrl).
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      if (!this.headersSent) this.setHeader('Content-Security-Policy', policy(scripts));
      return writeHead.apply(this, args);
    } as Response['writeHead'];
  }
  next();
});

app.get('/healthz', async (_req, res) => {
  res.locals.route = '/healthz';
  const ok = await appModule.isDatabaseReachable(services.database);
  res.setHeader('Cache-Control', 'no-store');
  res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', database: config.database.kind });
});

// For load balancers: take traffic only with a database that answers and has every migration.
app.get('/readyz', appModule.readinessEndpoint(services));

// Only with METRICS_TOKEN, and only for a request bearing it; without, /metrics is an unknown page (404).
if (config.metrics.token) app.get('/metrics', appModule.metricsEndpoint(services, config.metrics.token));

if (vite) {
  app.use(vite.middlewares);
  app.use(async (req, res, next) => {
    try {
      const fresh = await loadApp();
      fresh.createApp(services)(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  // Public files all have an extension; pages never do. Skipping the file lookup for pages saves a
  // stat() and a 404 error object per page request (a fifth of a cached page's cost, docs/benchmarks.md).
  const publicFiles = precompressedStatic(path.join(buildDir, 'client'), { maxAge: '1h', index: false });
  app.use((req, res, next) => {
    if (!path.extname(req.path)) return next();
    // React Router relabels what the files do not answer (sitemap.xml, report.pdf, a 404).
    res.locals.route = STATIC_ROUTE;
    publicFiles(req, res, next);
  });
  app.use(appModule.createApp(services));
}

// Slow clients are cut off (408) once they take longer than these to send headers or the whole
// request; Node checks at connectionsCheckingInterval, so that follows the shortest timeout.
const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs } = config.http;
const server: Server = createServer(
  {
    headersTimeout: headersTimeoutMs,
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(headersTimeoutMs / 4))),
  },
  app,
);
server.listen(config.port, config.host, () => {
  logger.info({ url: `http://${config.host}:${config.port}`, publicUrl: config.publicUrl }, 'server listening');
});

// METRICS_PORT: /metrics alone, on the loopback interface only, for an agent on the same host
// (with the token when one is set, without otherwise: only local processes reach it).
let metricsServer: Server | undefined;
if (config.metrics.port !== undefined) {
  const metricsApp = express();
  metricsApp.disable('x-powered-by');
  metricsApp.get('/metrics', appModule.metricsEndpoint(services, config.metrics.token));
  metricsApp.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found\n');
  });
  metricsServer = createServer(metricsApp);
  metricsServer.on('error', (error) => {
    logger.fatal({ err: error, port: config.metrics.port }, 'METRICS_PORT: could not listen');
    process.exit(1);
  });
  metricsServer.listen(config.metrics.port, '127.0.0.1', () => {
    logger.info({ url: `http://127.0.0.1:${config.metrics.port}/metrics` }, 'metrics listening');
  });
}

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
  const force = setTimeout(() => {
    logger.warn('in-flight requests did not finish within 10 s; closing anyway');
    server.closeAllConnections();
  }, 10_000);
  force.unref();
  metricsServer?.close();
  metricsServer?.closeAllConnections();
  server.close(async () => {
    try {
      await vite?.close();
      await services.close();
      logger.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  });
  // close() stops new connections, but a keep-alive connection whose request has just finished would
  // hold the process open until its keep-alive timeout: close connections as soon as they go idle.
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 100).unref();
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
