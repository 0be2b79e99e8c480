/** Runs the API on its own (`node apps/api/src/server.ts`), for a deployment with separate hosts. */
import { Hono } from 'hono';
import pino from 'pino';
import { loadConfigOrExit } from '@hanmo/config';
import { createCache } from '@hanmo/cache';
import { createDb, migrateToLatest } from '@hanmo/db';
import { requestLogger, serveUntilSignal } from '@hanmo/runtime';
import { LocalFileStore, loadOrCreateSecret } from '@hanmo/storage';
import { createApiApp } from './app.ts';

const config = loadConfigOrExit();
const logger = pino({ level: config.logLevel, base: undefined });
const db = createDb(config.databaseUrl);
await migrateToLatest(db.db);
const cache = createCache(config.redisUrl, Date.now, config.redisPrefix);
const api = createApiApp({ config, db, store: new LocalFileStore(config.paths.files), logger, cache, signingSecret: loadOrCreateSecret(config.signingSecret, config.dataDir) });
const app = new Hono().use(requestLogger(logger)).route('/', api);

serveUntilSignal({
  fetch: app.fetch,
  port: config.port,
  hostname: config.host,
  logger,
  readyMessage: '翰墨字库 API 已启动：{url}',
  shutdownTimeoutMs: config.shutdownTimeoutMs,
  onClose: async () => {
    await cache.close();
    await db.destroy();
  },
});
