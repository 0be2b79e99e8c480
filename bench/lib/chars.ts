/**
 * Benchmark texts: runs of the 通用规范汉字表 in table order. Every iteration takes a different
 * window so the server's content-addressed cache never already holds the subset (a genuine miss).
 */
import fs from 'node:fs';

const TABLE_FILE = new URL('../../packages/fonts/data/tongyong-guifan-8105.txt', import.meta.url);
/** Level 1 (字序 0001-3500): the common characters the windows start in. */
export const LEVEL1_SIZE = 3500;

/** All 8105 characters in table order (level 1 first), as read by packages/fonts coverage. */
export function loadTable(): string[] {
  return fs
    .readFileSync(TABLE_FILE, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#') && !l.startsWith('level'));
}

/**
 * The k-th window of n distinct characters. Windows start inside level 1 at k·(n+1) mod 3500:
 * n+1 is coprime with 3500 for every n benchmarked, so the first 3500 windows all start at
 * different places and are different sets. Only for n = 3500 (all of level 1) does a window spill
 * k characters into level 2 — the only way to make a 3500-character miss that is not a hit.
 */
export function window(table: readonly string[], n: number, k: number): string {
  const start = (k * (n + 1)) % LEVEL1_SIZE;
  const chars = table.slice(start, start + n);
  if (chars.length !== n) throw new Error(`window ${k} of ${n} runs past the table`);
  return chars.join('');
}

export const codePoints = (text: string): Uint32Array => Uint32Array.from([...text], (c) => c.codePointAt(0)!);
