/**
 * Subsetting runs in worker threads (one per core but one) so the event loop stays free. Jobs for one
 * font always go to the same worker, where its face is already in memory. When too many jobs wait,
 * new ones are refused (load shedding) instead of queueing without bound.
 */
import fs from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { FontJob } from './engine.ts';

export class OverloadedError extends Error {
  constructor() {
    super('字体服务繁忙，请稍后重试');
    this.name = 'OverloadedError';
  }
}

interface Pending {
  worker: number;
  resolve(data: Uint8Array): void;
  reject(error: Error): void;
}

export interface PoolOptions {
  workers?: number;
  /** Font bytes each worker may keep as faces (see SubsetEngine). */
  maxFontBytesPerWorker?: number;
  /** Jobs waiting or running in the whole pool before new ones are refused. */
  maxPending?: number;
  /** A job's `saveTo` file was written (`error` unset) or could not be (`error` says why). */
  onSaved?: (file: string, result: { bytes: number; error?: undefined } | { bytes?: undefined; error: string }) => void;
}

type WorkerMessage =
  | { id: number; data?: Uint8Array; error?: string }
  | { id?: undefined; saved: string; bytes?: number; error?: string };

/** Jobs queued on a font's own worker before another worker takes some. */
const OVERFLOW_AFTER = 2;

function stickyIndex(key: string, n: number): number {
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) | 0;
  return Math.abs(h) % n;
}

export class SubsetPool {
  readonly #workers: Worker[];
  readonly #pending = new Map<number, Pending>();
  readonly #maxPending: number;
  #nextId = 1;
  #closed = false;

  readonly #maxFontBytes: number;
  readonly #onSaved: PoolOptions['onSaved'];

  constructor(options: PoolOptions = {}) {
    // One core stays with the main thread, so pages and probes keep answering under a burst of
    // big subsets (bench/README.md: with a worker per core, /healthz waited ~280 ms on 2 cores).
    const count = options.workers ?? Math.max(1, os.availableParallelism() - 1);
    this.#maxFontBytes = options.maxFontBytesPerWorker ?? 768 * 1024 * 1024;
    this.#maxPending = options.maxPending ?? 256;
    this.#onSaved = options.onSaved;
    // libuv's thread pool (fs, zlib, crypto: the whole process's) is made by the first thread that
    // uses it, and its threads inherit that thread's priority. The workers lower theirs (see
    // worker.ts), so make sure the pool is started from here, at the process's priority.
    fs.access(import.meta.filename, () => {});
    this.#workers = [];
    for (let i = 0; i < count; i++) this.#workers.push(this.#spawn(i));
  }

  #spawn(index: number): Worker {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { workerData: { maxFontBytes: this.#maxFontBytes } });
    worker.on('message', (m: WorkerMessage) => {
      if (m.id === undefined) {
        this.#onSaved?.(m.saved, m.error === undefined ? { bytes: m.bytes ?? 0 } : { error: m.error });
        return;
      }
      const p = this.#pending.get(m.id);
      if (!p) return;
      this.#pending.delete(m.id);
      if (m.error !== undefined) p.reject(new Error(m.error));
      else p.resolve(m.data!);
    });
    worker.on('error', (error) => {
      // A crashed worker fails only the jobs it held, and is replaced.
      for (const [id, p] of this.#pending) {
        if (p.worker !== index) continue;
        this.#pending.delete(id);
        p.reject(error);
      }
      if (!this.#closed) this.#workers[index] = this.#spawn(index);
    });
    worker.unref();
    return worker;
  }

  get pending(): number {
    return this.#pending.size;
  }

  run(job: FontJob): Promise<Uint8Array> {
    if (this.#closed) return Promise.reject(new Error('subset pool closed'));
    if (this.#pending.size >= this.#maxPending) return Promise.reject(new OverloadedError());
    const id = this.#nextId++;
    const worker = this.#pick(job.fontKey);
    return new Promise<Uint8Array>((resolve, reject) => {
      this.#pending.set(id, { worker, resolve, reject });
      this.#workers[worker]!.postMessage({ id, job });
    });
  }

  /**
   * The font's own worker (its face is warm there), unless that one is backed up and another is
   * idler: then the other loads the face too, so a burst on one font uses every core.
   */
  #pick(fontKey: string): number {
    const sticky = stickyIndex(fontKey, this.#workers.length);
    const load = this.#workers.map(() => 0);
    for (const p of this.#pending.values()) load[p.worker]!++;
    const idlest = load.indexOf(Math.min(...load));
    return load[sticky]! > OVERFLOW_AFTER && load[idlest]! < load[sticky]! ? idlest : sticky;
  }

  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all(this.#workers.map((w) => w.terminate()));
  }
}
