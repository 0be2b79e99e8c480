/**
 * What every server entry (the site, the API alone, the font service alone) does the same way:
 * one log line per request, and serving until SIGTERM/SIGINT with a graceful stop.
 */
import { serve } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Logger } from 'pino';

/** Logs method, path, status and milliseconds of each request; static assets and probes at debug. */
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const quiet = c.req.path.startsWith('/assets/') || c.req.path === '/healthz' || c.req.path === '/metrics';
    logger[quiet ? 'debug' : 'info']({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  };
}

export interface ServeOptions {
  fetch: (request: Request) => Response | Promise<Response>;
  port: number;
  hostname: string;
  logger: Logger;
  /** The line logged when ready; `{url}` is replaced by the address. */
  readyMessage: string;
  shutdownTimeoutMs: number;
  /** Runs after the last request finished (close the database…). */
  onClose?: () => Promise<void>;
}

/** Serves until SIGTERM/SIGINT: stops accepting, waits for requests in flight (bounded), exits 0. */
export function serveUntilSignal(options: ServeOptions): void {
  const { logger } = options;
  const server = serve({ fetch: options.fetch, port: options.port, hostname: options.hostname }, (info) => {
    logger.info(options.readyMessage.replace('{url}', `http://localhost:${info.port}`));
  });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, '正在停止：不再接受新请求，等待进行中的请求完成');
    const force = setTimeout(() => {
      logger.warn('等待超时，强制退出');
      process.exit(1);
    }, options.shutdownTimeoutMs);
    force.unref();
    server.close(async () => {
      await options.onClose?.();
      logger.info('已停止');
      process.exit(0);
    });
    // Keep-alive connections with no request in flight would hold close() open.
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

/**
 * Prometheus text for GET /metrics: the event loop's delay since the previous scrape (so each
 * scrape tells how responsive the process was in between), memory and uptime.
 */
export function metricsEndpoint(extra: () => Record<string, { help: string; value: number; type?: 'counter' | 'gauge' }> = () => ({})) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  return () => {
    const seconds = (ns: number) => (Number.isFinite(ns) ? ns / 1e9 : 0);
    const metrics: Record<string, { help: string; value: number; type?: 'counter' | 'gauge' }> = {
      hanmo_event_loop_delay_max_seconds: { help: 'Longest event-loop delay since the previous scrape.', value: seconds(delay.max) },
      hanmo_event_loop_delay_p99_seconds: { help: '99th percentile of the event-loop delay since the previous scrape.', value: seconds(delay.percentile(99)) },
      hanmo_process_resident_memory_bytes: { help: 'Resident memory of the process.', value: process.memoryUsage.rss() },
      hanmo_process_uptime_seconds: { help: 'Seconds since the process started.', value: process.uptime() },
      ...extra(),
    };
    delay.reset();
    const text = Object.entries(metrics)
      .map(([name, m]) => `# HELP ${name} ${m.help}\n# TYPE ${name} ${m.type ?? 'gauge'}\n${name} ${m.value}`)
      .join('\n');
    return new Response(`${text}\n`, { headers: { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8', 'Cache-Control': 'no-store' } });
  };
}

/** The process's clock; only tests advance it (through the host's test-only clock route). */
export function createClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number): string {
      offsetMs += ms;
      return new Date(Date.now() + offsetMs).toISOString();
    },
  };
}
