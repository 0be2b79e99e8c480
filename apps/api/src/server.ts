/** Runs the API on its own (`node apps/api/src/server.ts`), for a deployment with separate hosts. */
import { Hono } from 'hono';
import pino from 'pino';
import { loadConfigOrExit } from '@hanmo/config';
import { createDb, migrateToLatest } from '@hanmo/db';
import { requestLogger, serveUntilSignal } from '@hanmo/runtime';
import { LocalFileStore, loadOrCreateSecret } from '@hanmo/storage';
import { createApiApp } from './app.ts';

const config = loadConfigOrExit();
const logger = pino({ level: config.logLevel, base: undefined });
const db = createDb(config.databaseUrl);
await migrateToLatest(db.db);
const app = new Hono().use(requestLogger(logger)).route('/', createApiApp({ config, db, store: new LocalFileStore(config.paths.files), logger, signingSecret: loadOrCreateSecret(config.signingSecret, config.dataDir) }));

serveUntilSignal({
  fetch: app.fetch,
  port: config.port,
  hostname: config.host,
  logger,
  readyMessage: '翰墨字库 API 已启动：{url}',
  shutdownTimeoutMs: config.shutdownTimeoutMs,
  onClose: db.destroy,
});
