/** Timing helpers: a monotonic timer and order statistics over repeated samples. */

/** Milliseconds taken by `fn` (performance.now is monotonic and sub-millisecond). */
export async function timed<T>(fn: () => T | Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

/** Nearest-rank percentile (p in 0..100) of unsorted samples; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (!samples.length) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface Summary {
  p50: number;
  p95: number;
  n: number;
}

export function summarize(samples: readonly number[]): Summary {
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), n: samples.length };
}
