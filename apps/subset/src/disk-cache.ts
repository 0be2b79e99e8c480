/**
 * The font service's cache folder on disk — subsets, their manifests and outline previews —
 * bounded by bytes: when the total passes SUBSET_CACHE_MAX_MB, the least recently used files are
 * deleted until it is 10 % under. Every file can be made again from its font, so eviction only
 * costs a recomputation; a subset URL whose manifest went too answers 404, and the page asks
 * `POST /webfont/http` again.
 *
 * Recency lives in memory (a hit costs no syscall); at start the folder is scanned once, in the
 * background, ordered by modification time. One process owns a cache folder.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { LocalFileStore } from '@hanmo/storage';

/** Eviction goes this far under the bound, so it runs in batches rather than on every write. */
const LOW_WATER = 0.9;
/** A temp file older than this is a leftover of a crashed write. */
const STALE_TEMP_MS = 60_000;
/** Files deleted at once by an eviction (libuv's pool has 4 threads; API gzip needs them too). */
const UNLINKS_IN_FLIGHT = 4;
/** A file takes whole blocks on disk: a 200-byte manifest uses 4 KB of the bound, as `du` says. */
const BLOCK = 4096;
const onDisk = (bytes: number) => Math.ceil(bytes / BLOCK) * BLOCK;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export class DiskCache {
  readonly #store: LocalFileStore;
  readonly #maxBytes: number;
  readonly #logger: Logger;
  /** key → bytes it takes on disk, least recently used first (a Map keeps insertion order). */
  readonly #files = new Map<string, number>();
  readonly #madeDirs = new Set<string>();
  /** Files a worker is writing now (it answered; its "saved" message is on the way). */
  readonly #expected = new Set<string>();
  /** Evicted files still to delete. */
  readonly #toDelete: string[] = [];
  #deleting = 0;
  #bytes = 0;
  #scanDone = false;
  /** Resolves when the start-up scan has counted what an earlier run left. */
  readonly scanned: Promise<void>;

  constructor(store: LocalFileStore, maxBytes: number, logger: Logger) {
    this.#store = store;
    this.#maxBytes = maxBytes;
    this.#logger = logger;
    this.scanned = this.#scan().then(
      () => void (this.#scanDone = true),
      (err: unknown) => logger.warn({ err }, 'cache scan failed'),
    );
  }

  /** Bytes the counted files take on disk (whole blocks). */
  get bytes(): number {
    return this.#bytes;
  }

  get files(): number {
    return this.#files.size;
  }

  pathOf(key: string): string {
    return this.#store.pathOf(key);
  }

  keyOf(file: string): string {
    return path.relative(this.#store.root, file).split(path.sep).join('/');
  }

  /** The file's bytes, or undefined when it is not (or no longer) on disk. */
  async read(key: string): Promise<Uint8Array | undefined> {
    // Once the folder is counted, what the count does not know was never made here or has been
    // evicted: no failing open() (whose error costs the main thread more than a read) on each miss.
    if (this.#scanDone && !this.#files.has(key) && !this.#expected.has(key)) return undefined;
    try {
      const data = await fs.readFile(this.pathOf(key));
      // Evicted while it was being read: served this once, but not counted again.
      if (this.#files.has(key)) this.touch(key);
      else if (!this.#scanDone || this.#expected.has(key)) this.recordSaved(key, data.byteLength);
      return data;
    } catch (error) {
      if (isMissing(error)) {
        this.#forget(key);
        return undefined;
      }
      throw error;
    }
  }

  /** Writes atomically (temp file + rename) and counts the file. */
  async write(key: string, data: Uint8Array | string): Promise<void> {
    const file = this.pathOf(key);
    const dir = path.dirname(file);
    if (!this.#madeDirs.has(dir)) {
      await fs.mkdir(dir, { recursive: true });
      this.#madeDirs.add(dir);
    }
    const temp = `${file}.${process.pid}.tmp`;
    try {
      await fs.writeFile(temp, data);
      await fs.rename(temp, file);
    } catch (error) {
      this.#madeDirs.delete(dir);
      await fs.unlink(temp).catch(() => {});
      throw error;
    }
    this.recordSaved(key, typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength);
  }

  /** A worker will write this file (and report it through recordSaved): until then, look on disk. */
  expect(key: string): void {
    this.#expected.add(key);
  }

  /** The write of an expected file failed. */
  unexpect(key: string): void {
    this.#expected.delete(key);
  }

  /** Marks a file as just used (it was served from memory). */
  touch(key: string): void {
    const bytes = this.#files.get(key);
    if (bytes === undefined) return;
    this.#files.delete(key);
    this.#files.set(key, bytes);
  }

  /** Counts a file of `bytes` written (or rewritten) by someone else — a worker — as just used. */
  recordSaved(key: string, bytes: number): void {
    this.#expected.delete(key);
    this.#forget(key);
    this.#files.set(key, onDisk(bytes));
    this.#bytes += onDisk(bytes);
    if (this.#bytes > this.#maxBytes) this.#evict();
  }

  /**
   * A counted file was rewritten in place (the recompressor made it smaller). If it was evicted
   * meanwhile, the rewrite brought it back uncounted: it goes again.
   */
  replaced(key: string, bytes: number): void {
    if (this.#files.has(key)) this.recordSaved(key, bytes);
    else this.#delete([key]);
  }

  #forget(key: string): void {
    const old = this.#files.get(key);
    if (old === undefined) return;
    this.#files.delete(key);
    this.#bytes -= old;
  }

  #evict(): void {
    const victims: string[] = [];
    for (const [key, bytes] of this.#files) {
      if (this.#bytes <= this.#maxBytes * LOW_WATER || this.#files.size <= 1) break;
      this.#files.delete(key);
      this.#bytes -= bytes;
      victims.push(key);
    }
    this.#logger.info({ files: victims.length, keptBytes: this.#bytes }, '字体服务缓存已清理最久未用的文件');
    this.#delete(victims);
  }

  /** Deletes files a few at a time, so a big eviction neither blocks nor floods libuv's pool. */
  #delete(keys: string[]): void {
    this.#toDelete.push(...keys);
    while (this.#deleting < UNLINKS_IN_FLIGHT && this.#toDelete.length) {
      const key = this.#toDelete.shift()!;
      this.#deleting++;
      // Keys come from this folder (the scan) or from pathOf: join, no validation to throw here.
      fs.unlink(path.join(this.#store.root, key))
        .catch((err: unknown) => {
          if (!isMissing(err)) this.#logger.warn({ err, key }, 'cache eviction failed');
        })
        .finally(() => {
          this.#deleting--;
          this.#delete([]);
        });
    }
  }

  /** Every file under the folder; a folder that cannot be read (lost+found) is skipped, not fatal. */
  async #walk(dir: string, found: { key: string; bytes: number; mtimeMs: number }[]): Promise<void> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (!isMissing(err)) this.#logger.warn({ err, dir }, 'cache folder not readable; skipped');
      return;
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        await this.#walk(file, found);
        continue;
      }
      if (!entry.isFile()) continue;
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat) continue;
      if (file.endsWith('.tmp')) {
        if (Date.now() - stat.mtimeMs > STALE_TEMP_MS) await fs.unlink(file).catch(() => {});
        continue;
      }
      const key = this.keyOf(file);
      try {
        this.#store.pathOf(key); // a name the store would never make (.DS_Store, lost+found/#12): not ours
      } catch {
        continue;
      }
      found.push({ key, bytes: stat.size, mtimeMs: stat.mtimeMs });
    }
  }

  async #scan(): Promise<void> {
    const found: { key: string; bytes: number; mtimeMs: number }[] = [];
    await this.#walk(this.#store.root, found);
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    // Files recorded while the scan ran are newer than anything it found: keep them last.
    const newer = new Map(this.#files);
    this.#files.clear();
    this.#bytes = 0;
    for (const f of found) if (!newer.has(f.key)) this.recordSaved(f.key, f.bytes);
    for (const [key, bytes] of newer) {
      this.#files.set(key, bytes); // already counted in blocks
      this.#bytes += bytes;
    }
    if (this.#bytes > this.#maxBytes) this.#evict();
  }
}
