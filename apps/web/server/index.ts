/**
 * `npm start`: reads the configuration, migrates and seeds, then serves the whole site on PORT
 * (default 3000). Logs one line with the URL when ready; SIGTERM/SIGINT stop it gracefully.
 */
import pino from 'pino';
import { loadConfigOrExit } from '@hanmo/config';
import { serveUntilSignal } from '@hanmo/runtime';
import { createHost } from './app.ts';

const config = loadConfigOrExit();
const logger = pino({ level: config.logLevel, base: undefined });

const host = await createHost(config, logger).catch((err: unknown) => {
  logger.fatal({ err }, '启动失败');
  process.exit(1);
});

serveUntilSignal({
  fetch: host.fetch,
  port: config.port,
  hostname: config.host,
  logger,
  readyMessage: '翰墨字库已启动：{url}',
  shutdownTimeoutMs: config.shutdownTimeoutMs,
  onClose: host.close,
});
