/** Design §8: a console.error during a test fails it (errors must be handled or asserted, not printed). */
import { afterEach, vi } from 'vitest';

const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  if (errors.length) {
    const printed = errors.splice(0).map((a) => a.map(String).join(' '));
    throw new Error(`console.error was called during the test:\n${printed.join('\n')}`);
  }
});
