/**
 * The cache on Redis, shared by every instance. Values carry their expiry by the caller's clock
 * (see Cache); small Lua scripts keep each check-and-change atomic across instances. Redis's own
 * TTL (the expiry plus a margin) only cleans up.
 */
import { Redis } from 'ioredis';
import type { Cache, Clock } from './index.ts';

const MARGIN_MS = 60_000;

// KEYS[1]; ARGV: now. Answers the value if live, else nil (and removes it when expired).
const GET = `
local v = redis.call('HMGET', KEYS[1], 'v', 'e')
if not v[1] then return false end
if tonumber(v[2]) <= tonumber(ARGV[1]) then redis.call('DEL', KEYS[1]) return false end
return v[1]`;

// KEYS[1]; ARGV: now. Like GET, and deletes the key.
const TAKE = `
local v = redis.call('HMGET', KEYS[1], 'v', 'e')
redis.call('DEL', KEYS[1])
if not v[1] or tonumber(v[2]) <= tonumber(ARGV[1]) then return false end
return v[1]`;

// KEYS[1]; ARGV: value, expiresAt, now, pexpire. 1 when stored.
const SET_IF_ABSENT = `
local e = redis.call('HGET', KEYS[1], 'e')
if e and tonumber(e) > tonumber(ARGV[3]) then return 0 end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'v', ARGV[1], 'e', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1`;

// KEYS[1]; ARGV: now, ttl, margin. The new count.
const INCR = `
local e = redis.call('HGET', KEYS[1], 'e')
if not e or tonumber(e) <= tonumber(ARGV[1]) then
  redis.call('DEL', KEYS[1])
  redis.call('HSET', KEYS[1], 'v', 1, 'e', tonumber(ARGV[1]) + tonumber(ARGV[2]))
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]) + tonumber(ARGV[3]))
  return 1
end
return redis.call('HINCRBY', KEYS[1], 'v', 1)`;

export class RedisCache implements Cache {
  readonly kind = 'redis' as const;
  readonly #redis: Redis;
  readonly #now: Clock;
  readonly #prefix: string;

  constructor(url: string, options: { now?: Clock; prefix?: string } = {}) {
    this.#redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    this.#now = options.now ?? Date.now;
    this.#prefix = options.prefix ?? 'hanmo:';
  }

  #key(key: string) {
    return this.#prefix + key;
  }

  async ping() {
    await this.#redis.ping();
  }

  async get(key: string) {
    return (await this.#redis.eval(GET, 1, this.#key(key), this.#now())) as string | null;
  }

  async set(key: string, value: string, ttlMs: number) {
    const k = this.#key(key);
    await this.#redis.multi().del(k).hset(k, 'v', value, 'e', this.#now() + ttlMs).pexpire(k, ttlMs + MARGIN_MS).exec();
  }

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    const now = this.#now();
    return (await this.#redis.eval(SET_IF_ABSENT, 1, this.#key(key), value, now + ttlMs, now, ttlMs + MARGIN_MS)) === 1;
  }

  async take(key: string) {
    return (await this.#redis.eval(TAKE, 1, this.#key(key), this.#now())) as string | null;
  }

  async del(key: string) {
    await this.#redis.del(this.#key(key));
  }

  async incr(key: string, ttlMs: number) {
    return Number(await this.#redis.eval(INCR, 1, this.#key(key), this.#now(), ttlMs, MARGIN_MS));
  }

  async close() {
    this.#redis.disconnect();
  }
}
