/** Parsed fonts (fontkit) kept in memory, evicted least-recently-used by the bytes of their files. */
import type { Font } from 'fontkit';
import { ByteLru } from './byte-lru.ts';
import { openFont } from './metadata.ts';

export class FontCache {
  readonly #lru: ByteLru<Font>;

  constructor(maxBytes: number) {
    this.#lru = new ByteLru<Font>(maxBytes);
  }

  get bytes(): number {
    return this.#lru.bytes;
  }

  /** The parsed font for `key`, loading its bytes with `load` once even under concurrent calls. */
  get(key: string, load: () => Promise<Uint8Array>): Promise<Font> {
    return this.#lru.get(key, async () => {
      const data = await load();
      return { value: openFont(data), bytes: data.byteLength };
    });
  }
}
