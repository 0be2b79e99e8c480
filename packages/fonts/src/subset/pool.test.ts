import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { BULK_CODE_POINTS, SubsetPool } from './pool.ts';

/** Nice value of each thread of this process (field 19 of /proc/self/task/<tid>/stat). */
function threadNices(): number[] {
  return fs.readdirSync('/proc/self/task').map((tid) => {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}
/** The main thread's nice: the process's (tests may run niced). */
const mainNice = () => Number(fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ')[16]);
/** Threads five steps below the main thread (at most 19). */
const niced = () => threadNices().filter((n) => n === Math.min(19, mainNice() + 5)).length;

describe.skipIf(process.platform !== 'linux')('SubsetPool', () => {
  const baseline = niced();
  const pool = new SubsetPool({ workers: 1, bulkWorkers: 1 });
  afterAll(() => pool.close());
  // Jobs on a font that is not there fail in the worker — after the worker has started.
  const fail = (codePoints: number) =>
    expect(pool.run({ fontKey: 'x', fontPath: '/nonexistent.ttf', codePoints: new Uint32Array(codePoints).map((_, i) => 0x4e00 + i), format: 'ttf' })).rejects.toThrow();

  it('runs whole-character-set subsets at a lower CPU priority than previews and the event loop', async () => {
    await fail(10); // runs in the interactive worker, at the process's priority
    await fail(BULK_CODE_POINTS); // runs in the bulk worker, which lowered its own
    // Both workers are running now: exactly one more thread is five steps below the main thread.
    expect(niced()).toBe(baseline + 1);
  });
});
