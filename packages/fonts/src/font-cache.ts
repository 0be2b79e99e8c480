/** Parsed fonts (fontkit) kept in memory, evicted least-recently-used by the bytes of their files. */
import type { Font } from 'fontkit';
import { ByteLru } from './byte-lru.ts';
import { openFace } from './font-file.ts';

export class FontCache {
  readonly #lru: ByteLru<Font>;

  constructor(maxBytes: number) {
    this.#lru = new ByteLru<Font>(maxBytes);
  }

  get bytes(): number {
    return this.#lru.bytes;
  }

  /**
   * The parsed face `faceIndex` of the file `key`, loading its bytes with `load` once even under
   * concurrent calls.
   */
  get(key: string, load: () => Promise<Uint8Array>, faceIndex = 0): Promise<Font> {
    return this.#lru.get(`${key}#${faceIndex}`, async () => {
      const data = await load();
      return { value: openFace(data, faceIndex), bytes: data.byteLength };
    });
  }
}
