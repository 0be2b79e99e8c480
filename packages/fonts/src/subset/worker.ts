/** A font worker: owns a SubsetEngine (its own faces and parsed fonts) and answers jobs from the pool. */
import { readlinkSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { type FontJob, SubsetEngine } from './engine.ts';

/**
 * Under load the main thread (the event loop: every page, probe and answer) must win the CPU over
 * font work, which is throughput, not latency. Linux gives each thread its own nice value, and
 * /proc/thread-self names this thread's id; elsewhere this is skipped.
 */
function lowerThisThreadsPriority(nice: number): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, nice);
  } catch {
    // Not Linux, or not permitted: the worker runs at the process's priority.
  }
}
/**
 * Nice 5: the event loop's longest stall under 16 concurrent 3,500-character misses fell from
 * 24–86 ms to 17–50 ms on 2 cores (5 rounds × 2 fonts each), at the same throughput.
 */
const WORKER_NICE = 5;
lowerThisThreadsPriority(WORKER_NICE);

const engine = new SubsetEngine((workerData as { maxFontBytes: number }).maxFontBytes);
/** Folders already made, so a cache write is one open/write/rename, not a mkdir each time. */
const madeDirs = new Set<string>();

async function writeAtomically(file: string, data: Uint8Array): Promise<void> {
  const dir = path.dirname(file);
  if (!madeDirs.has(dir)) {
    await fs.mkdir(dir, { recursive: true });
    madeDirs.add(dir);
  }
  const temp = `${file}.${process.pid}-${threadId}.tmp`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, file);
}

/** Writes a file after the answer went; the pool hears of it (to count the cache, or log a failure). */
async function save(file: string, data: Uint8Array | string): Promise<void> {
  try {
    const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
    await writeAtomically(file, bytes);
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
    if (subsetJob?.alsoSave) await save(subsetJob.alsoSave.path, subsetJob.alsoSave.data);
    if (subsetJob?.saveTo && copy) await save(subsetJob.saveTo, copy);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
