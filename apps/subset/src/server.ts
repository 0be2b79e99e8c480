/** Runs the font service on its own (`node apps/subset/src/server.ts`), for a deployment with separate hosts. */
import { serve } from '@hono/node-server';
import { loadConfigOrExit } from '@hanmo/config';
import { createDb } from '@hanmo/db';
import { LocalFileStore } from '@hanmo/storage';
import pino from 'pino';
import { createSubsetApp } from './app.ts';

const config = loadConfigOrExit();
const logger = pino({ level: config.logLevel });
const db = createDb(config.databaseUrl);
const app = createSubsetApp({
  db: db.db,
  fonts: new LocalFileStore(config.paths.files),
  cache: new LocalFileStore(config.paths.cache),
  logger,
});
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) =>
  logger.info(`翰墨字库字体服务已启动：http://localhost:${info.port}`),
);
process.once('SIGTERM', () => server.close(() => void db.destroy()));
