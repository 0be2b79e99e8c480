/** Both stores behave alike under a clock the test moves (Redis at 127.0.0.1:6379, as on CI machines). */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type Cache, MemoryCache, RedisCache } from './index.ts';

let now = 1_000_000;
const clock = () => now;
const stores: Array<[string, () => Cache]> = [
  ['memory', () => new MemoryCache(clock)],
  ['redis', () => new RedisCache('redis://127.0.0.1:6379', { now: clock, prefix: `hanmo-test:${randomBytes(4).toString('hex')}:` })],
];
const opened: Cache[] = [];
afterAll(async () => {
  for (const c of opened) await c.close();
});

describe.each(stores)('%s cache', (_, make) => {
  const cache = make();
  opened.push(cache);

  it('keeps a value until its expiry by the clock', async () => {
    await cache.set('a', 'x', 1000);
    expect(await cache.get('a')).toBe('x');
    now += 999;
    expect(await cache.get('a')).toBe('x');
    now += 1;
    expect(await cache.get('a')).toBeNull();
  });

  it('lets a one-use value be taken once', async () => {
    await cache.set('once', 'v', 1000);
    const [a, b] = await Promise.all([cache.take('once'), cache.take('once')]);
    expect([a, b].sort()).toEqual([null, 'v'].sort());
  });

  it('sets if absent, and again once expired', async () => {
    expect(await cache.setIfAbsent('lock', '1', 500)).toBe(true);
    expect(await cache.setIfAbsent('lock', '2', 500)).toBe(false);
    now += 500;
    expect(await cache.setIfAbsent('lock', '3', 500)).toBe(true);
    expect(await cache.get('lock')).toBe('3');
  });

  it('counts within a window that starts at the first increment', async () => {
    expect(await cache.incr('n', 1000)).toBe(1);
    now += 600;
    expect(await cache.incr('n', 1000)).toBe(2);
    now += 400;
    expect(await cache.incr('n', 1000)).toBe(1);
  });
});
