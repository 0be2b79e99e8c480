/**
 * Subsetting runs in worker threads so the event loop stays free, in two lanes:
 * - **interactive** (one worker per core but one, at the process's priority): previews and
 *   everything a visitor waits for — a 10-character subset takes ~1 ms;
 * - **bulk** (one worker, at a lower CPU priority): subsets of thousands of characters (a whole
 *   character set: 100–300 ms each), so they neither queue in front of previews nor, under a burst,
 *   take the CPU from the event loop.
 * Within a lane, jobs for one font go to the same worker, where its face is already in memory.
 * When too many jobs wait, new ones are refused (load shedding) instead of queueing without bound.
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
  /** Index in #workers. */
  worker: number;
  resolve(data: Uint8Array): void;
  reject(error: Error): void;
}

export interface PoolOptions {
  /** Workers of the interactive lane (default: one per core but one, at least one). */
  workers?: number;
  /** Workers of the bulk lane (default: one per two interactive workers, at least one). */
  bulkWorkers?: number;
  /** Font bytes each interactive worker may keep as faces (see SubsetEngine); the bulk worker a third. */
  maxFontBytesPerWorker?: number;
  /** Jobs waiting or running in the whole pool before new ones are refused. */
  maxPending?: number;
  /** A job's `saveTo` file was written (`error` unset) or could not be (`error` says why). */
  onSaved?: (file: string, result: { bytes: number; error?: undefined } | { bytes?: undefined; error: string }) => void;
}

type WorkerMessage =
  | { id: number; data?: Uint8Array; error?: string }
  | { id?: undefined; saved: string; bytes?: number; error?: string };

/** Jobs queued on a font's own worker before another worker of its lane takes some. */
const OVERFLOW_AFTER = 2;

/** Subsets of this many characters or more go to the bulk lane. */
export const BULK_CODE_POINTS = 1000;

/**
 * How much lower than the process the bulk lane's threads run (nice +5; Linux gives each thread
 * its own nice value). With the big subsets of a 16-request burst niced, the event loop's longest
 * stall fell from 24–86 ms to 17–50 ms on 2 cores at the same throughput; previews stay at the
 * process's priority (niced, they took ~1 ms longer whenever anything else wanted the CPU).
 */
const BULK_NICE_BY = 5;

type Lane = 'interactive' | 'bulk';

function laneOf(job: FontJob): Lane {
  return (job.kind === undefined || job.kind === 'subset') && job.codePoints.length >= BULK_CODE_POINTS ? 'bulk' : 'interactive';
}

function stickyIndex(key: string, n: number): number {
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) | 0;
  return Math.abs(h) % n;
}

export class SubsetPool {
  readonly #workers: Worker[];
  /** The lane of each worker, by index. */
  readonly #lanes: Lane[];
  readonly #pending = new Map<number, Pending>();
  readonly #maxPending: number;
  #nextId = 1;
  #closed = false;

  readonly #maxFontBytes: number;
  readonly #onSaved: PoolOptions['onSaved'];

  constructor(options: PoolOptions = {}) {
    // One core stays with the main thread, so pages and probes keep answering under a burst
    // (bench/README.md: with a worker per core at full priority, /healthz waited ~280 ms on 2
    // cores). The bulk worker is extra, but it yields the CPU to both (nice).
    const interactive = options.workers ?? Math.max(1, os.availableParallelism() - 1);
    // One bulk worker per two interactive ones (at least one): long jobs on a big machine still
    // run side by side, and on 2 cores the one bulk worker yields to everything else.
    const bulk = options.bulkWorkers ?? Math.max(1, Math.floor(interactive / 2));
    this.#maxFontBytes = options.maxFontBytesPerWorker ?? 768 * 1024 * 1024;
    this.#maxPending = options.maxPending ?? 256;
    this.#onSaved = options.onSaved;
    // libuv's thread pool (fs, zlib, crypto: the whole process's) is made by the first thread that
    // uses it, and its threads inherit that thread's priority. The workers lower theirs (see
    // worker.ts), so make sure the pool is started from here, at the process's priority.
    fs.access(import.meta.filename, () => {});
    this.#lanes = [...Array<Lane>(interactive).fill('interactive'), ...Array<Lane>(bulk).fill('bulk')];
    this.#workers = this.#lanes.map((_, i) => this.#spawn(i));
  }

  #spawn(index: number): Worker {
    const bulk = this.#lanes[index] === 'bulk';
    // Bulk jobs are rare and long (100–300 ms): reloading a face (~100–400 ms) now and then costs
    // them little, so the bulk worker keeps a third of the faces an interactive one does.
    const maxFontBytes = bulk ? Math.floor(this.#maxFontBytes / 3) : this.#maxFontBytes;
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { workerData: { maxFontBytes, niceBy: bulk ? BULK_NICE_BY : 0 } });
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
    const worker = this.#pick(job.fontKey, laneOf(job));
    return new Promise<Uint8Array>((resolve, reject) => {
      this.#pending.set(id, { worker, resolve, reject });
      this.#workers[worker]!.postMessage({ id, job });
    });
  }

  /**
   * In the job's lane, the font's own worker (its face is warm there), unless that one is backed
   * up and another is idler: then the other loads the face too, so a burst on one font uses every
   * worker of the lane.
   */
  #pick(fontKey: string, lane: Lane): number {
    const candidates = this.#lanes.flatMap((l, i) => (l === lane ? [i] : []));
    if (!candidates.length) candidates.push(...this.#lanes.keys()); // a lane with no workers borrows the others
    const load = new Map(candidates.map((i) => [i, 0]));
    for (const p of this.#pending.values()) if (load.has(p.worker)) load.set(p.worker, load.get(p.worker)! + 1);
    const sticky = candidates[stickyIndex(fontKey, candidates.length)]!;
    const idlest = candidates.reduce((a, b) => (load.get(b)! < load.get(a)! ? b : a));
    return load.get(sticky)! > OVERFLOW_AFTER && load.get(idlest)! < load.get(sticky)! ? idlest : sticky;
  }

  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all(this.#workers.map((w) => w.terminate()));
  }
}
