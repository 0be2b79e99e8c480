/**
 * The web host (design §1): one Hono app that serves the pages (React Router), the API, the font
 * service and the public file store — in-process by default, or proxied to API_BASE, SUBSET_BASE
 * and ASSETS_BASE when those are set. Security headers, compression, request logs, health checks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { compressJson } from './compress-json.ts';
import { secureHeaders } from 'hono/secure-headers';
import type { Logger } from 'pino';
import { type RouterContextProvider, createRequestHandler } from 'react-router';
import { RouterContextProvider as ContextProvider } from 'react-router';
import { createApiApp } from '@hanmo/api';
import type { Config } from '@hanmo/config';
import { API_PATHS, API_PREFIXES, FILES_PREFIX, SUBSET_PREFIXES, errorEnvelope } from '@hanmo/contract';
import { createDb, migrateToLatest, ping, seed } from '@hanmo/db';
import { LocalFileStore, contentTypeOf, loadOrCreateSecret } from '@hanmo/storage';
import { createClock, metricsEndpoint, requestLogger } from '@hanmo/runtime';
import { createCache } from '@hanmo/cache';
import { createSubsetApp } from '@hanmo/subset';

/** A service: a fetch handler, given the host's connection bindings (client address) in-process. */
type Fetch = (request: Request, env?: unknown) => Promise<Response> | Response;

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(webRoot, 'build');

/** Forwards a request to another host, keeping method, path, query, headers and body; unreachable → 502. */
function proxyTo(base: string, logger: Logger): Fetch {
  return async (request) => {
    const url = new URL(request.url);
    const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers: request.headers, redirect: 'manual' };
    if (request.body) {
      init.body = request.body;
      init.duplex = 'half';
    }
    try {
      return await fetch(`${base}${url.pathname}${url.search}`, init);
    } catch (err) {
      logger.error({ err, base, path: url.pathname }, 'upstream unreachable');
      return Response.json(errorEnvelope(502), { status: 502 });
    }
  };
}

/** Public keys of the file store: generated, content-addressed files. Whole fonts are never public. */
const PUBLIC_FILE_PREFIXES = ['subsets/', 'avatars/', 'images/'];

function filesApp(store: LocalFileStore): Fetch {
  return async (request) => {
    const key = decodeURIComponent(new URL(request.url).pathname.slice(FILES_PREFIX.length));
    const notFound = () => Response.json(errorEnvelope(404), { status: 404 });
    if (!PUBLIC_FILE_PREFIXES.some((p) => key.startsWith(p))) return notFound();
    let stream;
    try {
      stream = store.stream(key);
    } catch {
      return notFound();
    }
    if (!stream) return notFound();
    return new Response(stream, {
      headers: { 'Content-Type': contentTypeOf(key), 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
  };
}

export interface Host {
  fetch: (request: Request) => Promise<Response>;
  close(): Promise<void>;
}

export async function createHost(config: Config, logger: Logger): Promise<Host> {
  const serverBuild = path.join(buildDir, 'server', 'index.js');
  if (!fs.existsSync(serverBuild)) throw new Error(`找不到页面构建产物 ${serverBuild}，请先运行 npm run build`);

  const db = createDb(config.databaseUrl);
  const files = new LocalFileStore(config.paths.files);
  const cacheFiles = new LocalFileStore(config.paths.cache);
  const applied = await migrateToLatest(db.db);
  if (applied.length) logger.info({ applied }, '数据库迁移完成');
  if (config.seedOnStart) {
    const report = await seed(db.db, files, (msg) => logger.info(msg));
    if (report.fontsAdded) logger.info(report, '种子数据已写入');
  }

  const clock = createClock();
  const cache = createCache(config.redisUrl, () => clock.now().getTime(), config.redisPrefix);
  const api: Fetch = config.apiBase
    ? proxyTo(config.apiBase, logger)
    : createApiApp({ config, db, store: files, logger, cache, now: clock.now, signingSecret: loadOrCreateSecret(config.signingSecret, config.dataDir) }).fetch;
  const subsetApp = config.subsetBase ? undefined : createSubsetApp({ db: db.db, fonts: files, cache: cacheFiles, logger, cacheMaxBytes: config.subsetCache.maxBytes, recompress: config.subsetCache.recompress });
  const subset: Fetch = subsetApp ? subsetApp.fetch : proxyTo(config.subsetBase!, logger);
  const assets: Fetch = config.assetsBase ? proxyTo(config.assetsBase, logger) : filesApp(files);

  const build = await import(serverBuild);
  const hostContext = build.entry.module.hostContext;
  const handlePage = createRequestHandler(build, config.env);
  const services = {
    apiFetch: async (request: Request) => api(request),
    settings: { productCode: config.productCode, qr: config.qr },
  };

  const app = new Hono();
  app.use(requestLogger(logger));
  app.use(
    secureHeaders({
      // Pages embed data-URI and same-origin images only; frames from elsewhere are refused.
      xFrameOptions: 'SAMEORIGIN',
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: 'same-origin',
    }),
  );
  // Font files are served as stored: WOFF/WOFF2 are compressed already, and gzipping a TTF on
  // every hit costs far more CPU than the bytes it saves. The subset batch answers a few hundred
  // bytes, where gzip would cost more time (~2.5 ms) than it saves (bench/README.md); probes
  // answer a few bytes. API answers (whole JSON strings) get the buffered gzip of
  // compress-json.ts; pages and static files, which stream, Hono's compress().
  const servedAsIs = ['/subset/files/', '/webfont/', API_PATHS.downloadFile, '/healthz', '/readyz', '/metrics'];
  const gzipJson = compressJson();
  const gzipStream = compress();
  app.use((c, next) => {
    const p = c.req.path;
    if (servedAsIs.some((prefix) => p.startsWith(prefix))) return next();
    return API_PREFIXES.some((prefix) => p.startsWith(prefix)) ? gzipJson(c, next) : gzipStream(c, next);
  });

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/metrics', metricsEndpoint(() => subsetApp?.metrics() ?? {}));
  // Tests move the clock instead of waiting (code and session expiry, limits); never in production.
  if (config.env === 'test') app.post('/__test__/clock', async (c) => c.json({ now: clock.advance(Number((await c.req.json()).advanceMs) || 0) }));
  app.get('/readyz', async (c) => {
    try {
      await Promise.all([ping(db.db), cache.ping()]);
      return c.json({ status: 'ok', database: db.dialect, cache: cache.kind });
    } catch (err) {
      logger.warn({ err }, 'readiness check failed');
      return c.json({ status: 'unavailable', database: db.dialect, cache: cache.kind }, 503);
    }
  });

  for (const prefix of API_PREFIXES) app.all(`${prefix}*`, (c) => api(c.req.raw, c.env));
  for (const prefix of SUBSET_PREFIXES) app.all(`${prefix}*`, (c) => subset(c.req.raw));
  app.get(`${FILES_PREFIX}*`, (c) => assets(c.req.raw));

  const clientRoot = path.relative(process.cwd(), path.join(buildDir, 'client'));
  app.use(
    '/assets/*',
    serveStatic({ root: clientRoot, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
  );
  app.use('*', serveStatic({ root: clientRoot, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=3600') }));

  app.all('*', (c) => {
    const context: RouterContextProvider = new ContextProvider();
    context.set(hostContext, services);
    return handlePage(c.req.raw, context);
  });

  app.onError((err, c) => {
    logger.error({ err, path: c.req.path }, 'unhandled host error');
    return c.json(errorEnvelope(500), 500);
  });

  return {
    fetch: async (request) => app.fetch(request),
    close: async () => {
      await subsetApp?.close();
      await cache.close();
      await db.destroy();
    },
  };
}
