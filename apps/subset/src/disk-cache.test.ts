import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalFileStore } from '@hanmo/storage';
import { DiskCache } from './disk-cache.ts';

const logger = pino({ level: 'silent' });
const KB = 1024;
const folders: string[] = [];

function store(): LocalFileStore {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hanmo-disk-cache-'));
  folders.push(root);
  return new LocalFileStore(root);
}
const onDisk = (s: LocalFileStore, key: string) => fs.existsSync(s.pathOf(key));
/** Lets the unlinks of an eviction (not awaited by the writer) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  for (const root of folders.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('DiskCache', () => {
  it('deletes the least recently used files once the folder passes its bound', async () => {
    const s = store();
    const cache = new DiskCache(s, 100 * KB, logger);
    await cache.scanned;
    for (let i = 0; i < 4; i++) await cache.write(`subsets/a/${i}.woff2`, new Uint8Array(28 * KB));
    expect(cache.bytes).toBe(84 * KB); // 4 × 28 KB passed 100 KB: the oldest went, down to ≤ 90 KB
    await settle();
    expect(onDisk(s, 'subsets/a/0.woff2')).toBe(false);
    expect(['1', '2', '3'].every((i) => onDisk(s, `subsets/a/${i}.woff2`))).toBe(true);
  });

  it('keeps a file it has just read or served from memory, and evicts the others first', async () => {
    const s = store();
    const cache = new DiskCache(s, 100 * KB, logger);
    await cache.scanned;
    for (let i = 0; i < 3; i++) await cache.write(`p/${i}.svg`, new Uint8Array(28 * KB));
    expect(await cache.read('p/0.svg')).toHaveLength(28 * KB); // 0 is now the newest
    cache.touch('p/1.svg'); // 1 even newer; 2 is the oldest
    await cache.write('p/3.svg', new Uint8Array(28 * KB));
    await settle();
    expect(onDisk(s, 'p/2.svg')).toBe(false);
    expect(onDisk(s, 'p/0.svg') && onDisk(s, 'p/1.svg') && onDisk(s, 'p/3.svg')).toBe(true);
  });

  it('answers undefined, not an error, for a file that is not there', async () => {
    const cache = new DiskCache(store(), 100 * KB, logger);
    expect(await cache.read('subsets/none.woff2')).toBeUndefined();
  });

  it('counts what an earlier run left, oldest first, and removes stale temp files', async () => {
    const s = store();
    const old = Date.now() / 1000 - 3600;
    for (let i = 0; i < 5; i++) {
      await s.write(`subsets/b/${i}.ttf`, new Uint8Array(28 * KB));
      fs.utimesSync(s.pathOf(`subsets/b/${i}.ttf`), old + i, old + i); // 0 the oldest
    }
    await s.write('subsets/b/x.ttf.123.tmp', 'half a file');
    fs.utimesSync(s.pathOf('subsets/b/x.ttf.123.tmp'), old, old);
    const cache = new DiskCache(s, 100 * KB, logger);
    await cache.scanned;
    await settle();
    expect(cache.files).toBe(3);
    expect(onDisk(s, 'subsets/b/0.ttf') || onDisk(s, 'subsets/b/1.ttf')).toBe(false);
    expect(onDisk(s, 'subsets/b/4.ttf')).toBe(true);
    expect(onDisk(s, 'subsets/b/x.ttf.123.tmp')).toBe(false);
  });

  it('counts whole disk blocks, as du does, so many small files cannot overrun the bound', async () => {
    const cache = new DiskCache(store(), 100 * KB, logger);
    await cache.scanned;
    await cache.write('subsets/c/0.json', '{"codePoints":[27704]}');
    expect(cache.bytes).toBe(4 * KB);
  });

  it('ignores files it would never make (.DS_Store), and still evicts', async () => {
    const s = store();
    fs.writeFileSync(path.join(s.root, '.DS_Store'), new Uint8Array(50 * KB));
    const cache = new DiskCache(s, 100 * KB, logger);
    await cache.scanned;
    for (let i = 0; i < 4; i++) await cache.write(`subsets/d/${i}.ttf`, new Uint8Array(28 * KB));
    await settle();
    expect(cache.files).toBe(3);
    expect(onDisk(s, 'subsets/d/0.ttf')).toBe(false);
  });

  it('deletes a file rewritten after it was evicted, instead of counting it again', async () => {
    const s = store();
    const cache = new DiskCache(s, 100 * KB, logger);
    await cache.scanned;
    for (let i = 0; i < 4; i++) await cache.write(`subsets/e/${i}.woff2`, new Uint8Array(28 * KB));
    await settle();
    // The recompressor rewrote 0 just as it was evicted: the rename put it back.
    await s.write('subsets/e/0.woff2', new Uint8Array(20 * KB));
    cache.replaced('subsets/e/0.woff2', 20 * KB);
    await settle();
    expect(onDisk(s, 'subsets/e/0.woff2')).toBe(false);
    expect(cache.bytes).toBe(84 * KB);
    // A counted file rewritten smaller is counted at its new size.
    cache.replaced('subsets/e/3.woff2', 20 * KB);
    expect(cache.bytes).toBe(76 * KB);
  });

  it('maps a file path back to its key', () => {
    const s = store();
    const cache = new DiskCache(s, 100 * KB, logger);
    expect(cache.keyOf(cache.pathOf('subsets/0123/abc.woff2'))).toBe('subsets/0123/abc.woff2');
  });
});
