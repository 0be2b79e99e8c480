/**
 * The cache interface for short-lived shared state: rate limits, one-time codes, captcha answers.
 * In memory by default; Redis when REDIS_URL is set, so several instances share it (design §2).
 *
 * Expiry is decided by the caller's clock (`now()`), not only by the store's TTL: tests move the
 * clock instead of waiting, and both stores behave the same under it. The store's TTL only cleans up.
 */
export interface Cache {
  /** Which store this is (reported by /readyz). */
  readonly kind: 'memory' | 'redis';
  /** Throws when the store cannot be reached. */
  ping(): Promise<void>;
  get(key: string): Promise<string | null>;
  /** Stores `value` until `ttlMs` from now. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Stores `value` only if the key is absent (or expired); true when it stored. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Reads and deletes at once: a one-use value can be taken only once, even under races. */
  take(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
  /** Adds 1 to a counter that lives `ttlMs` from its first increment; answers the new count. */
  incr(key: string, ttlMs: number): Promise<number>;
  close(): Promise<void>;
}

export type Clock = () => number;

interface Entry {
  value: string;
  expiresAt: number;
}

/** One process's cache. Entries past their expiry are treated as absent and swept lazily. */
export class MemoryCache implements Cache {
  readonly kind = 'memory' as const;
  readonly #entries = new Map<string, Entry>();
  readonly #now: Clock;

  constructor(now: Clock = Date.now) {
    this.#now = now;
  }

  #live(key: string): Entry | undefined {
    const e = this.#entries.get(key);
    if (e && e.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return e;
  }

  async ping() {}

  async get(key: string) {
    return this.#live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs: number) {
    this.#entries.set(key, { value, expiresAt: this.#now() + ttlMs });
    if (this.#entries.size % 1000 === 0) this.#sweep();
  }

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    if (this.#live(key)) return false;
    await this.set(key, value, ttlMs);
    return true;
  }

  async take(key: string) {
    const e = this.#live(key);
    this.#entries.delete(key);
    return e?.value ?? null;
  }

  async del(key: string) {
    this.#entries.delete(key);
  }

  async incr(key: string, ttlMs: number) {
    const e = this.#live(key);
    const count = (e ? Number(e.value) : 0) + 1;
    this.#entries.set(key, { value: String(count), expiresAt: e?.expiresAt ?? this.#now() + ttlMs });
    return count;
  }

  async close() {
    this.#entries.clear();
  }

  #sweep() {
    const now = this.#now();
    for (const [k, e] of this.#entries) if (e.expiresAt <= now) this.#entries.delete(k);
  }
}

import { RedisCache } from './redis.ts';

export { RedisCache };

/** The configured cache: Redis when a URL is given, else this process's memory. */
export function createCache(redisUrl: string | undefined, now: Clock = Date.now, prefix = 'hanmo:'): Cache {
  return redisUrl ? new RedisCache(redisUrl, { now, prefix }) : new MemoryCache(now);
}
