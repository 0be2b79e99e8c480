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

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export class DiskCache {
  readonly #store: LocalFileStore;
  readonly #maxBytes: number;
  readonly #logger: Logger;
  /** key → bytes, least recently used first (a Map keeps insertion order). */
  readonly #files = new Map<string, number>();
  readonly #madeDirs = new Set<string>();
  /** Files a worker is writing now (it answered; its "saved" message is on the way). */
  readonly #expected = new Set<string>();
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
    // Once the folder is counted, a file not in the count is not there: no failing open() (whose
    // error costs the main thread more than the read) on every miss.
    if (this.#scanDone && !this.#files.has(key) && !this.#expected.has(key)) return undefined;
    try {
      const data = await fs.readFile(this.pathOf(key));
      this.recordSaved(key, data.byteLength);
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

  /** Counts a file written (or rewritten) by someone else — a worker, the recompressor — as just used. */
  recordSaved(key: string, bytes: number): void {
    this.#expected.delete(key);
    this.#forget(key);
    this.#files.set(key, bytes);
    this.#bytes += bytes;
    if (this.#bytes > this.#maxBytes) this.#evict();
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
    for (const key of victims) {
      fs.unlink(this.pathOf(key)).catch((err: unknown) => {
        if (!isMissing(err)) this.#logger.warn({ err, key }, 'cache eviction failed');
      });
    }
    this.#logger.info({ files: victims.length, keptBytes: this.#bytes }, '字体服务缓存已清理最久未用的文件');
  }

  async #scan(): Promise<void> {
    const root = this.#store.root;
    const names = await fs.readdir(root, { recursive: true }).catch((error: unknown) => {
      if (isMissing(error)) return [] as string[];
      throw error;
    });
    const found: { key: string; bytes: number; mtimeMs: number }[] = [];
    for (const name of names) {
      const file = path.join(root, name);
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat?.isFile()) continue;
      if (file.endsWith('.tmp')) {
        if (Date.now() - stat.mtimeMs > STALE_TEMP_MS) await fs.unlink(file).catch(() => {});
        continue;
      }
      found.push({ key: this.keyOf(file), bytes: stat.size, mtimeMs: stat.mtimeMs });
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    // Files recorded while the scan ran are newer than anything it found: keep them last.
    const newer = new Map(this.#files);
    this.#files.clear();
    this.#bytes = 0;
    for (const f of found) if (!newer.has(f.key)) this.recordSaved(f.key, f.bytes);
    for (const [key, bytes] of newer) this.recordSaved(key, bytes);
  }
}
