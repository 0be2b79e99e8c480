/**
 * Subsets a font to a set of code points and encodes the result (TTF, WOFF or WOFF2). Each font's
 * HarfBuzz face stays in memory (an LRU bounded by bytes); runs inside a subset worker.
 */
import fs from 'node:fs/promises';
import { ByteLru } from '../byte-lru.ts';
import { encodeWoff } from '../woff.ts';
import { encodeWoff2 } from '../woff2.ts';
import { HbFace } from './harfbuzz.ts';

export const SUBSET_FORMATS = ['woff2', 'woff', 'ttf'] as const;
export type SubsetFormat = (typeof SUBSET_FORMATS)[number];

/** Brotli quality for WOFF2 on a cache miss: ~25× faster than 11 for a few % more bytes (design §9). */
export const FAST_WOFF2_QUALITY = 5;
export const MAX_WOFF2_QUALITY = 11;

export interface SubsetJob {
  /** Stable id of the font file (its content hash): the face cache key. */
  fontKey: string;
  /** Where to read the font when its face is not in memory. */
  fontPath: string;
  /** The face inside a TTC/OTC collection (0 for a single font). */
  faceIndex?: number;
  codePoints: Uint32Array;
  format: SubsetFormat;
  /** Brotli quality for WOFF2 (0–11). */
  quality?: number;
}

export class SubsetEngine {
  readonly #faces: ByteLru<HbFace>;

  /**
   * @param maxFontBytes budget of font bytes kept as faces; each face also reserves its own
   *   ~65 MiB wasm heap, so the budget is counted as file bytes + heap.
   */
  constructor(maxFontBytes: number) {
    this.#faces = new ByteLru<HbFace>(maxFontBytes, (face) => face.destroy());
  }

  get cachedFaces(): number {
    return this.#faces.size;
  }

  async run(job: SubsetJob): Promise<Uint8Array> {
    const faceIndex = job.faceIndex ?? 0;
    const face = await this.#faces.get(`${job.fontKey}#${faceIndex}`, async () => {
      const face = new HbFace(new Uint8Array(await fs.readFile(job.fontPath)), faceIndex);
      return { value: face, bytes: face.bytes + WASM_HEAP_BYTES };
    });
    const sfnt = face.subset(job.codePoints);
    return encode(sfnt, job.format, job.quality);
  }
}

const WASM_HEAP_BYTES = 65 * 1024 * 1024;

export function encode(sfnt: Uint8Array, format: SubsetFormat, quality = FAST_WOFF2_QUALITY): Uint8Array {
  if (format === 'ttf') return sfnt;
  if (format === 'woff') return encodeWoff(sfnt);
  return encodeWoff2(sfnt, { quality });
}
