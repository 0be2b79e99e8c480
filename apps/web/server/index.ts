/**
 * `npm start`: reads the configuration, migrates and seeds, then serves the whole site on PORT
 * (default 3000). Logs one line with the URL when ready; SIGTERM/SIGINT stop it gracefully.
 */
import { serve } from '@hono/node-server';
import pino from 'pino';
import { loadConfigOrExit } from '@hanmo/config';
import { createHost } from './app.ts';

const config = loadConfigOrExit();
const logger = pino({ level: config.logLevel, base: undefined });

let host;
try {
  host = await createHost(config, logger);
} catch (err) {
  logger.fatal({ err }, '启动失败');
  process.exit(1);
}

const server = serve({ fetch: host.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info(`翰墨字库已启动：http://localhost:${info.port}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, '正在停止：不再接受新请求，等待进行中的请求完成');
  const force = setTimeout(() => {
    logger.warn('等待超时，强制退出');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  force.unref();
  server.close(async () => {
    await host!.close();
    logger.info('已停止');
    process.exit(0);
  });
  // Keep-alive connections with no request in flight would hold close() open.
  (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
