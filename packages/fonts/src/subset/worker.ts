/** A font worker: owns a SubsetEngine (its own faces and parsed fonts) and answers jobs from the pool. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { type FontJob, SubsetEngine } from './engine.ts';

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

parentPort!.on('message', async (message: { id: number; job: FontJob }) => {
  const { id, job } = message;
  try {
    const data = await engine.run(job);
    const saveTo = job.kind === undefined || job.kind === 'subset' ? job.saveTo : undefined;
    // The answer goes first (transferred, no copy); the file is written from a copy after it.
    const copy = saveTo ? data.slice() : undefined;
    parentPort!.postMessage({ id, data }, [data.buffer as ArrayBuffer]);
    if (saveTo && copy) {
      try {
        await writeAtomically(saveTo, copy);
        parentPort!.postMessage({ saved: saveTo, bytes: copy.byteLength });
      } catch (error) {
        madeDirs.clear(); // the cache folder may have been removed under us
        parentPort!.postMessage({ saved: saveTo, error: error instanceof Error ? error.message : String(error) });
      }
    }
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
