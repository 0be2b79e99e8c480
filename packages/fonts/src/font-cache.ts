/**
 * Parsed fonts kept in memory, evicted least-recently-used by the bytes of their files
 * (a CJK font is 5–25 MB, so a count limit would say nothing about memory).
 */
import type { Font } from 'fontkit';
import { openFont } from './metadata.ts';

interface Entry {
  font: Font;
  bytes: number;
}

export class FontCache {
  readonly #maxBytes: number;
  readonly #entries = new Map<string, Entry>();
  readonly #loading = new Map<string, Promise<Font>>();
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The parsed font for `key`, loading its bytes with `load` once even under concurrent calls. */
  async get(key: string, load: () => Promise<Uint8Array>): Promise<Font> {
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#entries.set(key, hit); // most recently used last
      return hit.font;
    }
    let pending = this.#loading.get(key);
    if (!pending) {
      pending = load().then((data) => {
        const font = openFont(data);
        this.#entries.set(key, { font, bytes: data.byteLength });
        this.#bytes += data.byteLength;
        this.#evict();
        return font;
      });
      pending.finally(() => this.#loading.delete(key)).catch(() => {});
      this.#loading.set(key, pending);
    }
    return pending;
  }

  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes || this.#entries.size <= 1) break;
      this.#entries.delete(key);
      this.#bytes -= entry.bytes;
    }
  }
}
