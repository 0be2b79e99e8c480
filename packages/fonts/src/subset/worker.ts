/** A font worker: owns a SubsetEngine (its own faces and parsed fonts) and answers jobs from the pool. */
import fs, { readlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { type FontJob, SubsetEngine } from './engine.ts';

/**
 * The pool gives its bulk lane a lower CPU priority (see pool.ts): under load the main thread —
 * the event loop of every page, probe and answer — must win the CPU over whole-character-set
 * subsets, which are throughput, not latency. Linux gives each thread its own nice value, and
 * /proc/thread-self names this thread's id; elsewhere this is skipped.
 */
function lowerThisThreadsPriority(by: number): void {
  if (by <= 0) return;
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    // Relative to the process's own nice (a service may run niced already); 19 is the lowest.
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, Math.min(19, os.getPriority(tid) + by));
  } catch {
    // Not Linux, or not permitted: the worker runs at the process's priority.
  }
}
const { maxFontBytes, niceBy } = workerData as { maxFontBytes: number; niceBy: number };
lowerThisThreadsPriority(niceBy);

const engine = new SubsetEngine(maxFontBytes);
/** Folders already made, so a cache write is one write and one rename, not a mkdir each time. */
const madeDirs = new Set<string>();

/**
 * Writes synchronously, on purpose: this thread's next job is CPU-bound and would hold up every
 * step of an asynchronous write (open, write, close, rename) until it ends — with 3,500-character
 * jobs the file reached the disk up to a second after its answer, and a second visitor's request
 * in between made it again. A write to the page cache takes ~0.5 ms a MB.
 */
function writeAtomically(file: string, data: Uint8Array): void {
  const dir = path.dirname(file);
  if (!madeDirs.has(dir)) {
    fs.mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
  }
  const temp = `${file}.${process.pid}-${threadId}.tmp`;
  try {
    fs.writeFileSync(temp, data);
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

/** Writes a file after the answer went; the pool hears of it (to count the cache, or log a failure). */
function save(file: string, data: Uint8Array | string): void {
  try {
    const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
    writeAtomically(file, bytes);
    parentPort!.postMessage({ saved: file, bytes: bytes.byteLength });
  } catch (error) {
    madeDirs.clear(); // the cache folder may have been removed under us
    parentPort!.postMessage({ saved: file, error: error instanceof Error ? error.message : String(error) });
  }
}

parentPort!.on('message', async (message: { id: number; job: FontJob }) => {
  const { id, job } = message;
  try {
    const data = await engine.run(job);
    const subsetJob = job.kind === undefined || job.kind === 'subset' ? job : undefined;
    // The answer goes first (transferred, no copy); the files are written after it, from a copy.
    const copy = subsetJob?.saveTo ? data.slice() : undefined;
    parentPort!.postMessage({ id, data }, [data.buffer as ArrayBuffer]);
    if (subsetJob?.alsoSave) save(subsetJob.alsoSave.path, subsetJob.alsoSave.data);
    if (subsetJob?.saveTo && copy) save(subsetJob.saveTo, copy);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
