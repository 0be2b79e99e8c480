/** Runs the API on its own (`node apps/api/src/server.ts`), for a deployment with separate hosts. */
import { serve } from '@hono/node-server';
import { loadConfigOrExit } from '@hanmo/config';
import { createDb, migrateToLatest } from '@hanmo/db';
import { LocalFileStore } from '@hanmo/storage';
import pino from 'pino';
import { createApiApp } from './app.ts';

const config = loadConfigOrExit();
const logger = pino({ level: config.logLevel });
const db = createDb(config.databaseUrl);
await migrateToLatest(db.db);
const app = createApiApp({ config, db, store: new LocalFileStore(config.paths.files), logger });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) =>
  logger.info(`翰墨字库 API 已启动：http://localhost:${info.port}`),
);
process.once('SIGTERM', () => server.close(() => void db.destroy()));
