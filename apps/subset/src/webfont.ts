/**
 * Subsets on demand (spec §7 `POST /webfont/http`). The batch answer names content-addressed URLs
 * — font hash + the sorted set of code points — so identical requests share one file forever
 * (`immutable`), whatever the order or repetition of the characters. A subset is computed on the
 * first GET of its URL (only the format the browser picks is ever made), once, in a worker.
 */
import type { Context } from 'hono';
import { SUBSET_SUCCESS_CODE, errorEnvelope, stripFamilyName } from '@hanmo/contract';
import { subsetBatchSchema, validationMessage } from '@hanmo/contract/schemas';
import { ByteLru, CMAP_BITMAP_BYTES, OverloadedError, SUBSET_FORMATS, type SubsetFormat, type SubsetPool, hasCodePoint } from '@hanmo/fonts';
import { type LocalFileStore, sha256 } from '@hanmo/storage';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '@hanmo/db';
import type { DiskCache } from './disk-cache.ts';
import { type FontRef, findFonts } from './fonts.ts';
import { faceRef } from './preview.ts';

export interface WebfontDeps {
  db: Kysely<Database>;
  fonts: LocalFileStore;
  disk: DiskCache;
  pool: SubsetPool;
  logger: Logger;
}

interface Manifest {
  gno: string;
  fileHash: string;
  ttfPath: string;
  faceIndex: number;
  codePoints: number[];
}

class SubsetNotFound extends Error {}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const CONTENT_TYPES: Record<SubsetFormat, string> = { woff2: 'font/woff2', woff: 'font/woff', ttf: 'font/ttf' };

/** Marks of the code points seen by codePointsOf; all zero between calls (it clears what it set). */
const seen = new Uint8Array(0x110000 / 8);

/** Unique code points, sorted: the identity of a subset whatever the order or repeats of the text. */
export function codePointsOf(text: string): number[] {
  // Runs on the main thread for every item of every batch, so it avoids sorting altogether
  // (3,500 characters: ~0.1 ms, against ~0.6 ms with a Set, the string iterator and a sort):
  // mark each code point in a bitmap, then read the marks back in order over the span used.
  let min = 0x10ffff;
  let max = 0;
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        cp = (cp - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
        i++;
      }
    }
    seen[cp >> 3]! |= 1 << (cp & 7);
    if (cp < min) min = cp;
    if (cp > max) max = cp;
  }
  const unique: number[] = [];
  for (let byte = min >> 3; byte <= max >> 3; byte++) {
    const bits = seen[byte]!;
    if (bits === 0) continue;
    seen[byte] = 0;
    for (let bit = 0; bit < 8; bit++) if (bits & (1 << bit)) unique.push(byte * 8 + bit);
  }
  return unique;
}

export function subsetKey(fileHash: string, codePoints: number[]): string {
  return sha256(`${fileHash}\n${codePoints.join(',')}`).slice(0, 32);
}

const dirOf = (fileHash: string) => `subsets/${fileHash.slice(0, 16)}`;
const urlOf = (fileHash: string, key: string, format: SubsetFormat) => `/subset/files/${fileHash.slice(0, 16)}/${key}.${format}`;

/**
 * Subset files kept in memory: the small, hot ones (previews, an article's text). Big files (a
 * whole character set: 1–3 MB) are read from disk each time: kept in memory, tens of MB of
 * buffers made V8 run a full mark-compact every few requests (external-memory pressure, 4–35 ms
 * each, measured with a gc observer under the 16-request burst).
 */
const OUTPUT_CACHE_BYTES = 32 * 1024 * 1024;
const OUTPUT_CACHE_MAX_FILE_BYTES = 256 * 1024;
const MANIFEST_CACHE_BYTES = 16 * 1024 * 1024;
/** Character bitmaps (139 KB a face) of the fonts asked for most. */
const CMAP_CACHE_BYTES = 32 * 1024 * 1024;

export function webfontHandlers(deps: WebfontDeps) {
  // The caches also make concurrent requests for one key share a single load or computation.
  const outputs = new ByteLru<Uint8Array>(OUTPUT_CACHE_BYTES, undefined, { maxEntryBytes: OUTPUT_CACHE_MAX_FILE_BYTES });
  const cmaps = new ByteLru<Uint8Array>(CMAP_CACHE_BYTES);
  const manifests = new ByteLru<Manifest>(MANIFEST_CACHE_BYTES);
  const manifestBytes = (m: Manifest) => 200 + m.codePoints.length * 8;
  /** Subset files made by a worker, and served without making them (for /metrics). */
  const counts = { made: 0, fromMemory: 0, fromDisk: 0 };
  /** Manifests named by a batch and not yet on disk: the next worker job of their subset writes them. */
  const unsavedManifests = new Map<string, string>();

  /** Writes to disk off the request's path; a failed write only costs a recomputation later. */
  const writeBehind = (key: string, data: string) =>
    void deps.disk.write(key, data).catch((err: unknown) => deps.logger.warn({ err, key }, 'subset cache write failed'));

  async function missingOf(font: FontRef, codePoints: number[]): Promise<string> {
    // Which characters a font has, as a bitmap made once in a worker: no font parsing here.
    const bitmap = await cmaps.get(`${font.fileHash}#${font.faceIndex}`, async () => ({
      value: await deps.pool.run({ kind: 'cmap', ...faceRef(deps.fonts, font) }),
      bytes: CMAP_BITMAP_BYTES,
    }));
    return codePoints
      .filter((cp) => cp > 0x20 && !hasCodePoint(bitmap, cp))
      .map((cp) => String.fromCodePoint(cp))
      .join('');
  }

  /**
   * Names the subsets of a batch. Variable fonts keep their axes (HarfBuzz subsets the variation
   * tables with the glyphs); `variableOnly` refuses static fonts, for the variable-font endpoint.
   */
  async function nameSubsets(c: Context, options: { variableOnly: boolean }) {
    const body = await c.req.json().catch(() => undefined);
    if (body === undefined) return c.json(errorEnvelope(400, '请求体必须是 JSON：[{ gno, text }]'), 400);
    const parsed = subsetBatchSchema.safeParse(body);
    if (!parsed.success) return c.json(errorEnvelope(400, validationMessage(parsed.error)), 400);
    const items = parsed.data.filter((i) => i.text.length > 0);
    if (!items.length) return c.json({ code: SUBSET_SUCCESS_CODE, message: '操作成功', data: [] });

    const fonts = await findFonts(deps.db, items.map((i) => i.gno));
    const unknown = items.find((i) => !fonts.has(i.gno));
    if (unknown) return c.json(errorEnvelope(400, `字体 ${unknown.gno} 不存在`), 400);
    const fixed = options.variableOnly ? items.find((i) => !fonts.get(i.gno)!.axes.length) : undefined;
    if (fixed) return c.json(errorEnvelope(400, `字体 ${fixed.gno} 不是可变字体`), 400);

    const data = [];
    for (const item of items) {
      const font = fonts.get(item.gno)!;
      const codePoints = codePointsOf(item.text);
      const key = subsetKey(font.fileHash, codePoints);
      const manifestKey = `${dirOf(font.fileHash)}/${key}.json`;
      if (!manifests.peek(manifestKey)) {
        const manifest: Manifest = { gno: font.fontGNo, fileHash: font.fileHash, ttfPath: font.ttfPath, faceIndex: font.faceIndex, codePoints };
        manifests.set(manifestKey, manifest, manifestBytes(manifest));
        unsavedManifests.set(manifestKey, JSON.stringify(manifest));
        // Browsers take the WOFF2: start making it now, while the answer travels and the GET comes.
        // The worker that makes it also writes the manifest; when none had to (the file was
        // already there), it is written here.
        produce(font.fileHash.slice(0, 16), key, 'woff2')
          .catch((err: unknown) => deps.logger.warn({ err }, 'early woff2 failed'))
          .finally(() => {
            const json = unsavedManifests.get(manifestKey);
            unsavedManifests.delete(manifestKey);
            if (json !== undefined) writeBehind(manifestKey, json);
          });
      }
      data.push({
        gno: font.fontGNo,
        familyName: stripFamilyName(font.englishName),
        weight: font.weight,
        woff2Path: urlOf(font.fileHash, key, 'woff2'),
        woffPath: urlOf(font.fileHash, key, 'woff'),
        ttfPath: urlOf(font.fileHash, key, 'ttf'),
        /** Characters of the text this font does not have (the page shows them to the user). */
        missing: await missingOf(font, codePoints),
        ...(font.axes.length ? { axes: font.axes } : {}),
      });
    }
    return c.json({ code: SUBSET_SUCCESS_CODE, message: '操作成功', data });
  }

  /** The subset file: from memory, from disk, or made once in a worker (concurrent callers share it). */
  function produce(dir: string, key: string, format: SubsetFormat): Promise<Uint8Array> {
    const outputKey = `subsets/${dir}/${key}.${format}`;
    const manifestKey = `subsets/${dir}/${key}.json`;
    // Used: keep the file, and the manifest it is made from, on disk too (eviction is by last use).
    deps.disk.touch(manifestKey);
    if (outputs.has(outputKey)) {
      deps.disk.touch(outputKey);
      counts.fromMemory++;
    }
    return outputs.get(outputKey, async () => {
      const cached = await deps.disk.read(outputKey);
      if (cached) {
        counts.fromDisk++;
        return { value: cached, bytes: cached.byteLength };
      }
      const manifest = await manifests.get(manifestKey, async () => {
        // Not cached: a URL nobody asked for (or from before a cache wipe) is not remembered as missing.
        const json = await deps.disk.read(manifestKey);
        if (!json) throw new SubsetNotFound();
        const m = JSON.parse(new TextDecoder().decode(json)) as Manifest;
        return { value: m, bytes: manifestBytes(m) };
      });
      counts.made++;
      const manifestJson = unsavedManifests.get(manifestKey);
      unsavedManifests.delete(manifestKey);
      deps.disk.expect(outputKey);
      if (manifestJson !== undefined) deps.disk.expect(manifestKey);
      const data = await deps.pool
        .run({
          ...faceRef(deps.fonts, { fileHash: manifest.fileHash, ttfPath: manifest.ttfPath, faceIndex: manifest.faceIndex }),
          codePoints: Uint32Array.from(manifest.codePoints),
          format,
          // The worker writes the files after answering, so the main thread does not.
          saveTo: deps.disk.pathOf(outputKey),
          ...(manifestJson === undefined ? {} : { alsoSave: { path: deps.disk.pathOf(manifestKey), data: manifestJson } }),
        })
        .catch((error: unknown) => {
          deps.disk.unexpect(outputKey);
          deps.disk.unexpect(manifestKey);
          if (manifestJson !== undefined) writeBehind(manifestKey, manifestJson); // the job that was to write it failed
          throw error;
        });
      return { value: data, bytes: data.byteLength };
    });
  }

  async function file(c: Context) {
    const dir = c.req.param('dir') ?? '';
    const match = /^([0-9a-f]{32})\.(woff2|woff|ttf)$/.exec(c.req.param('file') ?? '');
    if (!/^[0-9a-f]{16}$/.test(dir) || !match) return c.json(errorEnvelope(404), 404);
    const [, key, format] = match as unknown as [string, string, SubsetFormat];
    const pending = produce(dir, key, format);
    try {
      const data = await pending;
      return c.body(data as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': CONTENT_TYPES[format], 'Cache-Control': IMMUTABLE });
    } catch (error) {
      if (error instanceof SubsetNotFound) return c.json(errorEnvelope(404, '子集不存在，请重新请求 /webfont/http'), 404);
      if (error instanceof OverloadedError) return c.json(errorEnvelope(503, error.message), 503, { 'Retry-After': '1' });
      throw error;
    }
  }

  return {
    batch: (c: Context) => nameSubsets(c, { variableOnly: false }),
    variable: (c: Context) => nameSubsets(c, { variableOnly: true }),
    file,
    formats: SUBSET_FORMATS,
    counts: counts as Readonly<typeof counts>,
    /** Drops a file from memory (it changed on disk: the recompressor made it smaller). */
    forget: (key: string) => outputs.delete(key),
  };
}
