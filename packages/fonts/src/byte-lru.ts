/**
 * A least-recently-used cache bounded by bytes, not entries (a CJK font is 5–25 MB, so a count
 * says nothing about memory). Concurrent gets of a missing key share one load.
 */
export interface Sized<T> {
  value: T;
  bytes: number;
}

export class ByteLru<T> {
  readonly #maxBytes: number;
  readonly #maxEntryBytes: number;
  readonly #onEvict: ((value: T) => void) | undefined;
  readonly #entries = new Map<string, Sized<T>>();
  readonly #loading = new Map<string, Promise<T>>();
  #bytes = 0;

  /**
   * @param options.maxEntryBytes values bigger than this are handed to the callers who loaded them
   *   (concurrent ones included) but not kept.
   */
  constructor(maxBytes: number, onEvict?: (value: T) => void, options: { maxEntryBytes?: number } = {}) {
    this.#maxBytes = maxBytes;
    this.#maxEntryBytes = options.maxEntryBytes ?? Infinity;
    this.#onEvict = onEvict;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  has(key: string): boolean {
    return this.#entries.has(key);
  }

  /** Puts a value in (replacing any under the same key). */
  set(key: string, value: T, bytes: number): void {
    const old = this.#entries.get(key);
    if (old) {
      this.#entries.delete(key);
      this.#bytes -= old.bytes;
    }
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    this.#evict();
  }

  /** Drops a value (without calling onEvict: the caller knows why it goes). */
  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  peek(key: string): T | undefined {
    return this.#entries.get(key)?.value;
  }

  async get(key: string, load: () => Promise<Sized<T>> | Sized<T>): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#entries.set(key, hit); // most recently used last
      return hit.value;
    }
    let pending = this.#loading.get(key);
    if (!pending) {
      pending = Promise.resolve()
        .then(load)
        .then((entry) => {
          if (entry.bytes > this.#maxEntryBytes) return entry.value;
          this.#entries.set(key, entry);
          this.#bytes += entry.bytes;
          this.#evict();
          return entry.value;
        });
      const settled = pending.finally(() => this.#loading.delete(key));
      settled.catch(() => {});
      this.#loading.set(key, pending);
    }
    return pending;
  }

  #evict(): void {
    for (const [key, entry] of this.#entries) {
      // Keep at least the newest entry, even when it alone is over the budget.
      if (this.#bytes <= this.#maxBytes || this.#entries.size <= 1) break;
      this.#entries.delete(key);
      this.#bytes -= entry.bytes;
      this.#onEvict?.(entry.value);
    }
  }
}
