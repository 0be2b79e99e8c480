/**
 * The font work of a worker thread, so the main thread never parses a font: subsets (TTF, WOFF,
 * WOFF2) from HarfBuzz faces, outline SVG previews and the map of characters a font has, from
 * fontkit. Faces and parsed fonts stay in memory in LRUs bounded by bytes.
 */
import fs from 'node:fs/promises';
import { ByteLru } from '../byte-lru.ts';
import { FontCache } from '../font-cache.ts';
import { drawTextAsSvg } from '../outline-svg.ts';
import { encodeWoff } from '../woff.ts';
import { encodeWoff2 } from '../woff2.ts';
import { HbFace } from './harfbuzz.ts';

export const SUBSET_FORMATS = ['woff2', 'woff', 'ttf'] as const;
export type SubsetFormat = (typeof SUBSET_FORMATS)[number];

/** Brotli quality for WOFF2 on a cache miss: ~25× faster than 11 for a few % more bytes (design §9). */
export const FAST_WOFF2_QUALITY = 5;
export const MAX_WOFF2_QUALITY = 11;

/** A face of a font file, as the worker finds it. */
export interface FaceRef {
  /** Stable id of the font file (its content hash): the cache key. */
  fontKey: string;
  /** Where to read the font when it is not in memory. */
  fontPath: string;
  /** The face inside a TTC/OTC collection (0 for a single font). */
  faceIndex?: number;
}

export interface SubsetJob extends FaceRef {
  kind?: 'subset';
  codePoints: Uint32Array;
  format: SubsetFormat;
  /** Brotli quality for WOFF2 (0–11). */
  quality?: number;
  /**
   * Also write the result to this file (atomically), after answering: the cache write then costs
   * the main thread nothing (see worker.ts and SubsetPool's onSaved).
   */
  saveTo?: string;
  /** A small file to write beside the result (the subset's manifest), for the same reason. */
  alsoSave?: { path: string; data: string };
}

/** An outline SVG of `text` (UTF-8 bytes); characters the face lacks come from `fallback`, marked. */
export interface SvgJob extends FaceRef {
  kind: 'svg';
  text: string;
  fallback?: FaceRef;
}

/** The characters the face maps, as a bitmap over all code points (bit cp set = present). */
export interface CmapJob extends FaceRef {
  kind: 'cmap';
}

export type FontJob = SubsetJob | SvgJob | CmapJob;

/** Bytes of a bitmap over every Unicode code point. */
export const CMAP_BITMAP_BYTES = 0x110000 / 8;

export function hasCodePoint(bitmap: Uint8Array, cp: number): boolean {
  return (bitmap[cp >> 3]! & (1 << (cp & 7))) !== 0;
}

export class SubsetEngine {
  readonly #faces: ByteLru<HbFace>;
  readonly #parsed: FontCache;

  /**
   * @param maxFontBytes budget of font bytes kept as faces; each face also reserves its own
   *   ~65 MiB wasm heap, so the budget is counted as file bytes + heap.
   */
  constructor(maxFontBytes: number) {
    this.#faces = new ByteLru<HbFace>(maxFontBytes, (face) => face.destroy());
    this.#parsed = new FontCache(Math.max(64 * 1024 * 1024, maxFontBytes / 3));
  }

  get cachedFaces(): number {
    return this.#faces.size;
  }

  async run(job: FontJob): Promise<Uint8Array> {
    if (job.kind === 'svg') return this.#svg(job);
    if (job.kind === 'cmap') return this.#cmap(job);
    return this.#subset(job);
  }

  #open(ref: FaceRef) {
    return this.#parsed.get(ref.fontKey, async () => new Uint8Array(await fs.readFile(ref.fontPath)), ref.faceIndex ?? 0);
  }

  async #svg(job: SvgJob): Promise<Uint8Array> {
    const font = await this.#open(job);
    const lacks = [...job.text].some((ch) => !font.hasGlyphForCodePoint(ch.codePointAt(0)!));
    const fallback = lacks && job.fallback ? await this.#open(job.fallback) : undefined;
    return new TextEncoder().encode(drawTextAsSvg(font, job.text, { fallback }).svg);
  }

  async #cmap(job: CmapJob): Promise<Uint8Array> {
    const font = await this.#open(job);
    const bitmap = new Uint8Array(CMAP_BITMAP_BYTES);
    for (const cp of font.characterSet) if (cp < 0x110000 && font.hasGlyphForCodePoint(cp)) bitmap[cp >> 3]! |= 1 << (cp & 7);
    return bitmap;
  }

  async #subset(job: SubsetJob): Promise<Uint8Array> {
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
