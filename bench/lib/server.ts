/**
 * The real site for the benchmark: the test harness's starter (test/support/server.ts) on a fresh,
 * empty data folder, so the server migrates and seeds it as `npm start` would. Timed.
 */
import { type TestServer, startServer as startSite } from '../../test/support/server.ts';

export { repoRoot } from '../../test/support/paths.ts';

export interface BenchServer extends TestServer {
  /** How long the start (migrate + seed) took. */
  startMs: number;
}

export async function startServer(): Promise<BenchServer> {
  const started = performance.now();
  const site = await startSite({ fresh: true });
  return Object.assign(site, { startMs: performance.now() - started });
}
