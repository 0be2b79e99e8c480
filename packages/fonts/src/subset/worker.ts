/** A font worker: owns a SubsetEngine (its own faces and parsed fonts) and answers jobs from the pool. */
import { parentPort, workerData } from 'node:worker_threads';
import { type FontJob, SubsetEngine } from './engine.ts';

const engine = new SubsetEngine((workerData as { maxFontBytes: number }).maxFontBytes);

parentPort!.on('message', async (message: { id: number; job: FontJob }) => {
  try {
    const data = await engine.run(message.job);
    parentPort!.postMessage({ id: message.id, data }, [data.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
