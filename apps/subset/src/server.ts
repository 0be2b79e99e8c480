/** Runs the font service on its own (`node apps/subset/src/server.ts`), for a deployment with separate hosts. */
import { Hono } from 'hono';
import pino from 'pino';
import { loadConfigOrExit } from '@hanmo/config';
import { createDb } from '@hanmo/db';
import { metricsEndpoint, requestLogger, serveUntilSignal } from '@hanmo/runtime';
import { LocalFileStore } from '@hanmo/storage';
import { createSubsetApp } from './app.ts';

const config = loadConfigOrExit();
const logger = pino({ level: config.logLevel, base: undefined });
const db = createDb(config.databaseUrl);
const subset = createSubsetApp({
  db: db.db,
  fonts: new LocalFileStore(config.paths.files),
  cache: new LocalFileStore(config.paths.cache),
  logger,
  cacheMaxBytes: config.subsetCache.maxBytes,
  recompress: config.subsetCache.recompress,
});
const app = new Hono()
  .use(requestLogger(logger))
  .get('/metrics', metricsEndpoint(() => subset.metrics()))
  .route('/', subset);

serveUntilSignal({
  fetch: app.fetch,
  port: config.port,
  hostname: config.host,
  logger,
  readyMessage: '翰墨字库字体服务已启动：{url}',
  shutdownTimeoutMs: config.shutdownTimeoutMs,
  onClose: async () => {
    await subset.close();
    await db.destroy();
  },
});
