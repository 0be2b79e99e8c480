/** The HTTP calls the benchmark makes against the started server (fetch keeps connections alive). */
import type { SubsetFormat } from '../../packages/fonts/src/index.ts';

export interface WebfontItem {
  gno: string;
  woff2Path: string;
  woffPath: string;
  ttfPath: string;
  missing: string;
}

const PATH_KEY: Record<SubsetFormat, 'woff2Path' | 'woffPath' | 'ttfPath'> = { woff2: 'woff2Path', woff: 'woffPath', ttf: 'ttfPath' };
export const pathOf = (item: WebfontItem, format: SubsetFormat): string => item[PATH_KEY[format]];

export async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} → ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

/** POST /webfont/http: one batch of {gno, text}, answered with content-addressed subset URLs. */
export async function postWebfont(base: string, items: { gno: string; text: string }[]): Promise<WebfontItem[]> {
  const res = await fetch(`${base}/webfont/http`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(items),
  });
  const body = (await res.json()) as { code: number; message: string; data: WebfontItem[] };
  if (body.code !== 200) throw new Error(`POST /webfont/http → ${body.code} ${body.message}`);
  return body.data;
}

/** GET a subset file; the body is read to the end, as a browser would before using the font. */
export async function getBytes(base: string, path: string): Promise<number> {
  const res = await fetch(base + path);
  const bytes = (await res.arrayBuffer()).byteLength;
  if (res.status !== 200) throw new Error(`GET ${path} → ${res.status}`);
  return bytes;
}

/**
 * Probes the server's event loop from outside: a trivial GET /healthz every `everyMs`, each one's
 * latency recorded. A probe answered late means the server's loop was blocked (or the machine busy).
 */
export function startLoopProbe(base: string, everyMs = 10): { stop(): Promise<number[]> } {
  const latencies: number[] = [];
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const start = performance.now();
    const p: Promise<void> = fetch(`${base}/healthz`)
      .then((r) => r.arrayBuffer())
      .then(() => void latencies.push(performance.now() - start))
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.allSettled([...inFlight]);
      return latencies;
    },
  };
}

/** The server's own event-loop delay since the previous scrape of GET /metrics (max, p99; ms). */
export async function scrapeLoopDelay(base: string): Promise<{ maxMs: number; p99Ms: number }> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) * 1000;
  return { maxMs: value('hanmo_event_loop_delay_max_seconds'), p99Ms: value('hanmo_event_loop_delay_p99_seconds') };
}
