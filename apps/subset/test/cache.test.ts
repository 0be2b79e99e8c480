/**
 * The font service's cache folder over HTTP: bounded by SUBSET_CACHE_MAX_MB, and WOFF2 subsets
 * recompressed at brotli 11 in the background. On SQLite only: this is about files, not the database.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { loadTable, window } from '../../../bench/lib/chars.ts';
import { type TestServer, startServer } from '../../../test/support/server.ts';

const require = createRequire(import.meta.url);
const wawoff2 = require('wawoff2') as { decompress(woff2: Uint8Array): Promise<Uint8Array> };
const table = loadTable();
const MB = 1024 * 1024;

async function subsetUrl(server: TestServer, gno: string, text: string): Promise<string> {
  const res = await fetch(`${server.url}/webfont/http`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify([{ gno, text }]) });
  return ((await res.json()) as { data: { woff2Path: string }[] }).data[0]!.woff2Path;
}
async function get(server: TestServer, url: string): Promise<Uint8Array> {
  const res = await fetch(server.url + url);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}
/** The subset's file in the server's cache folder. */
const fileOf = (server: TestServer, url: string) => path.join(server.dataDir, 'cache', url.replace('/subset/files/', 'subsets/'));
function folderBytes(dir: string): number {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).reduce((sum, e) => (e.isFile() ? sum + fs.statSync(path.join(e.parentPath, e.name)).size : sum), 0);
}
async function until<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(inject('dialect') !== 'sqlite')('the subset cache folder', () => {
  it('serves a smaller WOFF2 once the background recompression has run, with the same font inside', async () => {
    const server = await startServer();
    try {
      const url = await subsetUrl(server, 'ma-shan-zheng', window(table, 300, 1));
      const first = await get(server, url);
      // The worker writes the file; the low-priority process then rewrites it at brotli 11.
      const smaller = await until(async () => {
        const again = await get(server, url);
        return again.byteLength < first.byteLength ? again : undefined;
      });
      expect(smaller.byteLength).toBeLessThan(first.byteLength * 0.99);
      expect(Buffer.from(await wawoff2.decompress(smaller)).equals(Buffer.from(await wawoff2.decompress(first)))).toBe(true);
      expect(Buffer.from(fs.readFileSync(fileOf(server, url))).equals(Buffer.from(smaller))).toBe(true);
    } finally {
      await server.stop();
    }
  });

  it('stays under its bound, dropping the least recently used subsets, also after a restart with a smaller bound', async () => {
    // About 2 MB of subsets (500 characters of Ma Shan Zheng ≈ 160 KB each) under the default bound.
    const first = await startServer({ keepData: true, env: { SUBSET_RECOMPRESS: 'false' } });
    const urls: string[] = [];
    let dataDir = first.dataDir;
    try {
      for (let k = 0; k < 12; k++) {
        const url = await subsetUrl(first, 'ma-shan-zheng', window(table, 500, k));
        await get(first, url);
        urls.push(url);
      }
      await until(() => (urls.every((u) => fs.existsSync(fileOf(first, u))) ? true : undefined));
      expect(folderBytes(path.join(first.dataDir, 'cache'))).toBeGreaterThan(1.5 * MB);
    } finally {
      await first.stop();
    }
    // Started again on the same data with a 1 MB bound: the oldest files go, the newest stay.
    const second = await startServer({ dataDir, env: { SUBSET_CACHE_MAX_MB: '1', SUBSET_RECOMPRESS: 'false' } });
    dataDir = second.dataDir;
    try {
      const cacheDir = path.join(dataDir, 'cache');
      await until(() => (folderBytes(cacheDir) <= MB ? true : undefined));
      expect(fs.existsSync(fileOf(second, urls[0]!))).toBe(false);
      expect(fs.existsSync(fileOf(second, urls.at(-1)!))).toBe(true);
      // New subsets keep it under the bound too, and an evicted subset is made again when asked.
      for (let k = 12; k < 18; k++) await get(second, await subsetUrl(second, 'ma-shan-zheng', window(table, 500, k)));
      const again = await get(second, await subsetUrl(second, 'ma-shan-zheng', window(table, 500, 0)));
      expect(again.byteLength).toBeGreaterThan(50_000);
      await new Promise((r) => setTimeout(r, 300)); // the worker's write and the eviction it causes
      expect(folderBytes(cacheDir)).toBeLessThanOrEqual(MB);
    } finally {
      await second.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** A counter or gauge from GET /metrics. */
async function metric(server: TestServer, name: string): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
}

describe('a subset is made once', () => {
  it('serves a big subset asked again at once from the cache, not made a second time', async () => {
    const server = await startServer({ env: { SUBSET_RECOMPRESS: 'false' } });
    try {
      const res = await fetch(`${server.url}/webfont/http`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify([{ gno: 'noto-serif-sc', text: window(table, 3500, 2) }]) });
      const ttf = ((await res.json()) as { data: { ttfPath: string }[] }).data[0]!.ttfPath;
      const first = await get(server, ttf); // 1.3 MB: too big to be kept in memory
      const again = await Promise.all([get(server, ttf), get(server, ttf)]);
      for (const copy of again) expect(Buffer.from(copy).equals(Buffer.from(first))).toBe(true);
      // The WOFF2 started by the batch, and the TTF: nothing else was made.
      expect(await metric(server, 'hanmo_subsets_made_total')).toBe(2);
      expect((await metric(server, 'hanmo_subsets_from_disk_total')) + (await metric(server, 'hanmo_subsets_from_memory_total'))).toBeGreaterThanOrEqual(1);
      expect(await metric(server, 'hanmo_subset_cache_bytes')).toBeGreaterThan(first.byteLength);
    } finally {
      await server.stop();
    }
  });
});
