import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { SubsetPool } from './pool.ts';

/** Nice value of each thread of this process (field 19 of /proc/self/task/<tid>/stat). */
function threadNices(): number[] {
  return fs.readdirSync('/proc/self/task').map((tid) => {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe.skipIf(process.platform !== 'linux')('SubsetPool', () => {
  const pool = new SubsetPool({ workers: 1 });
  afterAll(() => pool.close());

  it('runs font work at a lower CPU priority than the event loop', async () => {
    const before = threadNices().filter((n) => n === 5).length;
    // Any job: a bad path fails in the worker, after the worker has started.
    await expect(pool.run({ kind: 'cmap', fontKey: 'x', fontPath: '/nonexistent.ttf' })).rejects.toThrow();
    expect(threadNices().filter((n) => n === 5).length).toBe(before + 1);
    expect(fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ')[16]).toBe('0'); // the main thread
  });
});
