/**
 * The WOFF2 glyf/loca transform, checked the way a browser would notice a mistake: every WOFF2
 * is decoded by Google's reference decoder (wawoff2, the C++ compiled to wasm, the same code
 * Chrome and Firefox run) and its glyphs compared with the font that went in, point by point.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { subsetWithHarfBuzz } from './testing/harfbuzz-subset.ts';
import { transformGlyf, type GlyfTables } from './woff2-glyf.ts';
import { encodeWoff2 } from './woff2.ts';

const require = createRequire(import.meta.url);
const wawoff2 = require('wawoff2') as {
  compress(sfnt: Uint8Array): Promise<Uint8Array>;
  decompress(woff2: Uint8Array): Promise<Uint8Array>;
};

/** The wasm hands back a view of its heap, which its next call overwrites: copy it out. */
async function decode(woff2: Uint8Array): Promise<Uint8Array> {
  return (await wawoff2.decompress(woff2)).slice();
}

function seededFont(pkg: string, file: string): Uint8Array {
  return new Uint8Array(fs.readFileSync(path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file)));
}

const maShanZheng = seededFont('@expo-google-fonts/ma-shan-zheng', '400Regular/MaShanZheng_400Regular.ttf');
const notoSerif = seededFont('@expo-google-fonts/noto-serif-sc', '400Regular/NotoSerifSC_400Regular.ttf');
const zcoolXiaoWei = seededFont('@expo-google-fonts/zcool-xiaowei', '400Regular/ZCOOLXiaoWei_400Regular.ttf');

// ---------------------------------------------------------------------------------------------
// HarfBuzz subsets, as the site makes them (same wasm, same flags unless hinting is asked for).

const subset = subsetWithHarfBuzz;

const cjkByFont = new Map<Uint8Array, number[]>();
function cjkOf(font: Uint8Array): number[] {
  let cjk = cjkByFont.get(font);
  if (!cjk) {
    cjk = fontkit.create(font).characterSet.filter((cp) => cp >= 0x4e00 && cp <= 0x9fff).sort((a, b) => a - b);
    cjkByFont.set(font, cjk);
  }
  return cjk;
}

/**
 * What a page asks for: its CJK characters plus a space (an empty glyph), ASCII, punctuation and
 * fullwidth letters (composite glyphs in Ma Shan Zheng). `count` CJK characters of the font,
 * spread over its whole range so that every size draws on different strokes.
 */
function pageText(font: Uint8Array, count: number): number[] {
  const cjk = cjkOf(font);
  const step = cjk.length / count;
  const picked = Array.from({ length: count }, (_, i) => cjk[Math.floor(i * step)]!);
  return [...' Aa1,.，。、ＡＢｚ'].map((ch) => ch.codePointAt(0)!).concat(picked);
}

// ---------------------------------------------------------------------------------------------
// Reading fonts back, independently of the encoder.

function tablesOf(sfnt: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const tables = new Map<string, Uint8Array>();
  for (let i = 0; i < view.getUint16(4); i++) {
    const entry = 12 + i * 16;
    const tag = String.fromCharCode(...sfnt.subarray(entry, entry + 4));
    const offset = view.getUint32(entry + 8);
    tables.set(tag, sfnt.subarray(offset, offset + view.getUint32(entry + 12)));
  }
  return tables;
}

const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const i16 = (b: Uint8Array, at: number) => (u16(b, at) << 16) >> 16;
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

/** The byte ranges of each glyph in glyf, from loca. */
function glyphRanges(sfnt: Uint8Array): Array<[number, number]> {
  const t = tablesOf(sfnt);
  const numGlyphs = u16(t.get('maxp')!, 4);
  const long = i16(t.get('head')!, 50) === 1;
  const loca = t.get('loca')!;
  const offset = (i: number) => (long ? u16(loca, 4 * i) * 0x10000 + u16(loca, 4 * i + 2) : u16(loca, 2 * i) * 2);
  return Array.from({ length: numGlyphs }, (_, i) => [offset(i), offset(i + 1)]);
}

interface GlyphSummary {
  kind: 'empty' | 'simple' | 'composite';
  bbox: number[];
  /** Simple: end points of contours; x, y, on-curve of every point (absolute coordinates). */
  endPoints?: number[];
  points?: number[];
  /** OVERLAP_SIMPLE on the first flag (the reference decoder in wawoff2 predates keeping it). */
  overlap?: boolean;
  /** Composite: the component records, byte for byte. */
  components?: string;
  instructions: string;
}

/**
 * Every glyph of a font, as what it means rather than how it is encoded: the decoder writes
 * flags and coordinates its own way, but contours, points, boxes and instructions must be equal.
 */
function readGlyphs(sfnt: Uint8Array): GlyphSummary[] {
  const glyf = tablesOf(sfnt).get('glyf')!;
  return glyphRanges(sfnt).map(([start, end]) => {
    const g = glyf.subarray(start, end);
    if (g.length === 0) return { kind: 'empty', bbox: [], instructions: '' };
    const contours = i16(g, 0);
    const bbox = [i16(g, 2), i16(g, 4), i16(g, 6), i16(g, 8)];
    if (contours < 0) {
      let at = 10;
      let flags: number;
      let instructions = false;
      do {
        flags = u16(g, at);
        instructions ||= (flags & 0x100) !== 0;
        at += 4 + (flags & 1 ? 4 : 2) + (flags & 8 ? 2 : flags & 0x40 ? 4 : flags & 0x80 ? 8 : 0);
      } while (flags & 0x20);
      const components = hex(g.subarray(10, at));
      const length = instructions ? u16(g, at) : 0;
      return { kind: 'composite', bbox, components, instructions: hex(g.subarray(at + 2, at + 2 + length)) };
    }
    const endPoints = Array.from({ length: contours }, (_, c) => u16(g, 10 + 2 * c));
    const numPoints = contours ? endPoints[contours - 1]! + 1 : 0;
    let at = 10 + 2 * contours;
    const instructionLength = u16(g, at);
    const instructions = hex(g.subarray(at + 2, at + 2 + instructionLength));
    at += 2 + instructionLength;
    const flags: number[] = [];
    while (flags.length < numPoints) {
      const flag = g[at++]!;
      flags.push(flag);
      if (flag & 8) for (let n = g[at++]!; n > 0; n--) flags.push(flag);
    }
    const coordinates = (short: number, same: number) => {
      let v = 0;
      return flags.slice(0, numPoints).map((flag) => {
        if (flag & short) {
          v += flag & same ? g[at]! : -g[at]!;
          at += 1;
        } else if (!(flag & same)) {
          v += i16(g, at);
          at += 2;
        }
        return v;
      });
    };
    const xs = coordinates(2, 0x10);
    const ys = coordinates(4, 0x20);
    const points = xs.flatMap((x, i) => [x, ys[i]!, flags[i]! & 1]);
    return { kind: 'simple', bbox, endPoints, points, overlap: (flags[0]! & 0x40) !== 0, instructions };
  });
}

/** Glyph by glyph, naming the first glyph that differs rather than printing a million points. */
function expectSameGlyphs(decoded: Uint8Array, original: Uint8Array): void {
  const got = readGlyphs(decoded).map((g) => JSON.stringify({ ...g, overlap: undefined }));
  const want = readGlyphs(original).map((g) => JSON.stringify({ ...g, overlap: undefined }));
  expect(got.length).toBe(want.length);
  const first = got.findIndex((g, i) => g !== want[i]);
  expect(first === -1 ? undefined : { glyph: first, got: got[first], want: want[first] }).toBeUndefined();
}

/**
 * fontkit reads an empty glyph at the very end of the file as running past it (a fontkit bug: it
 * reads a header at the glyph's offset even when the glyph is empty); HarfBuzz puts glyf last,
 * so give it slack bytes that are not part of any table.
 */
function openWithFontkit(sfnt: Uint8Array): fontkit.Font {
  const padded = new Uint8Array(sfnt.byteLength + 16);
  padded.set(sfnt);
  return fontkit.create(padded);
}

/** What a user sees: each character's glyph, outline and advance; and the set of characters. */
function expectSameCharacters(decoded: Uint8Array, original: Uint8Array, codePoints: number[]): void {
  const got = openWithFontkit(decoded);
  const want = openWithFontkit(original);
  expect(got.characterSet.sort((a, b) => a - b)).toEqual(want.characterSet.sort((a, b) => a - b));
  const differ = codePoints.filter((cp) => {
    const a = got.glyphForCodePoint(cp);
    const b = want.glyphForCodePoint(cp);
    return a.id !== b.id || a.advanceWidth !== b.advanceWidth || a.path.toSVG() !== b.path.toSVG();
  });
  expect(differ.map((cp) => String.fromCodePoint(cp))).toEqual([]);
}

/** Tables the transform leaves alone must come back byte for byte; head differs in two places. */
function expectOtherTablesUnchanged(decoded: Uint8Array, original: Uint8Array): void {
  const got = tablesOf(decoded);
  const want = tablesOf(original);
  expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
  for (const [tag, data] of want) {
    if (tag === 'glyf' || tag === 'loca' || tag === 'head') continue;
    expect(hex(got.get(tag)!), `table '${tag}'`).toBe(hex(data));
  }
  const head = got.get('head')!.slice();
  const wantHead = want.get('head')!.slice();
  head.fill(0, 8, 12); // checkSumAdjustment: the decoder recomputes it for its own layout
  wantHead.fill(0, 8, 12);
  // flags bit 11: "lossless-modified by a transform", which WOFF2 §5 makes the encoder set.
  expect(u16(head, 16)).toBe(u16(wantHead, 16) | 0x0800);
  head.fill(0, 16, 18);
  wantHead.fill(0, 16, 18);
  expect(hex(head)).toBe(hex(wantHead));
}

// ---------------------------------------------------------------------------------------------
// Reading the WOFF2 itself.

interface DirectoryEntry {
  tag: string;
  version: number;
  origLength: number;
  transformLength?: number;
}

/**
 * WOFF2 §4.1 "Known Table Tags": a directory entry names its table by index into this list. A copy
 * of the spec's table, not the encoder's, so that a mistake in the encoder's is caught here.
 */
const KNOWN_TAGS = [
  'cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca',
  'prep', 'CFF ', 'VORG', 'EBDT', 'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea',
  'vmtx', 'BASE', 'GDEF', 'GPOS', 'GSUB', 'EBSC', 'JSTF', 'MATH', 'CBDT', 'CBLC', 'COLR', 'CPAL',
  'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc', 'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar',
  'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop', 'trak', 'Zapf', 'Silf', 'Glat',
  'Gloc', 'Feat', 'Sill',
];

/** The table directory, and each table's bytes in the decompressed stream. */
function readWoff2(woff2: Uint8Array): { entries: DirectoryEntry[]; data: Map<string, Uint8Array> } {
  const view = new DataView(woff2.buffer, woff2.byteOffset, woff2.byteLength);
  let at = 48;
  const base128 = () => {
    let v = 0;
    for (;;) {
      const byte = woff2[at++]!;
      v = v * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return v;
    }
  };
  const entries: DirectoryEntry[] = [];
  for (let i = 0; i < view.getUint16(12); i++) {
    const flags = woff2[at++]!;
    let tag = KNOWN_TAGS[flags & 0x3f]!;
    if ((flags & 0x3f) === 63) {
      tag = String.fromCharCode(...woff2.subarray(at, at + 4));
      at += 4;
    }
    const version = flags >> 6;
    const origLength = base128();
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    entries.push({ tag, version, origLength, ...(transformed ? { transformLength: base128() } : {}) });
  }
  const stream = brotliDecompressSync(woff2.subarray(at, at + view.getUint32(20)));
  const data = new Map<string, Uint8Array>();
  let offset = 0;
  for (const e of entries) {
    const length = e.transformLength ?? e.origLength;
    data.set(e.tag, stream.subarray(offset, offset + length));
    offset += length;
  }
  return { entries, data };
}

/** The transformed glyf's header, and where its seven streams end (the overlap bitmap follows). */
function transformedGlyfHeader(glyf: Uint8Array) {
  const sizes = Array.from({ length: 7 }, (_, i) => new DataView(glyf.buffer, glyf.byteOffset).getUint32(8 + 4 * i));
  return {
    optionFlags: u16(glyf, 2),
    numGlyphs: u16(glyf, 4),
    indexFormat: u16(glyf, 6),
    bboxStreamSize: sizes[5]!,
    streamsEnd: 36 + sizes.reduce((a, b) => a + b, 0),
  };
}

// ---------------------------------------------------------------------------------------------

describe('encodeWoff2 transforms glyf: real subsets decode to the same glyphs', () => {
  const cases = [
    ['Ma Shan Zheng', maShanZheng],
    ['Noto Serif SC', notoSerif],
  ] as const;
  for (const [name, font] of cases) {
    for (const count of [10, 500, 3500]) {
      it(`${name}, ${count} characters`, async () => {
        const text = pageText(font, count);
        const sfnt = subset(font, text);
        const woff2 = encodeWoff2(sfnt);
        const decoded = await decode(woff2);
        expectSameGlyphs(decoded, sfnt);
        expectSameCharacters(decoded, sfnt, text);
        expectOtherTablesUnchanged(decoded, sfnt);

        const { entries } = readWoff2(woff2);
        const glyf = entries.find((e) => e.tag === 'glyf')!;
        const loca = entries.find((e) => e.tag === 'loca')!;
        expect(glyf.version).toBe(0); // the transform, not the null transform (3)
        expect(loca).toMatchObject({ version: 0, transformLength: 0 });
        // WOFF2 §4.1: loca follows glyf; the reference encoder puts it right after.
        expect(entries.indexOf(loca)).toBe(entries.indexOf(glyf) + 1);
        // The directory's sizes are those of the font the reference decoder rebuilds.
        expect(glyf.origLength).toBe(tablesOf(decoded).get('glyf')!.byteLength);
        expect(loca.origLength).toBe(tablesOf(decoded).get('loca')!.byteLength);
        expect(new DataView(woff2.buffer).getUint32(16)).toBe(decoded.byteLength); // totalSfntSize
        expect(woff2.byteLength).toBeLessThan(encodeWoff2(sfnt, { transformGlyf: false }).byteLength);
      }, 60_000);
    }
  }

  it('the whole 5.9 MB Ma Shan Zheng: 7,017 glyphs, 106 of them composites', async () => {
    const decoded = await decode(encodeWoff2(maShanZheng));
    expectSameGlyphs(decoded, maShanZheng);
    expectOtherTablesUnchanged(decoded, maShanZheng);
  }, 60_000);

  it('keeps composite glyphs: their components and bounding boxes (Ma Shan Zheng fullwidth letters)', async () => {
    const text = [...'ＡＢＣｘｙｚ永'].map((ch) => ch.codePointAt(0)!);
    const sfnt = subset(maShanZheng, text);
    expect(readGlyphs(sfnt).filter((g) => g.kind === 'composite').length).toBeGreaterThanOrEqual(6);
    const decoded = await decode(encodeWoff2(sfnt));
    expectSameGlyphs(decoded, sfnt);
    expectSameCharacters(decoded, sfnt, text);
  });

  it('keeps hinting instructions of simple and composite glyphs (ZCOOL XiaoWei, hints kept)', async () => {
    const text = [...'永字八法。（）［］｛｝‥Aa'].map((ch) => ch.codePointAt(0)!);
    const sfnt = subset(zcoolXiaoWei, text, { hinting: true });
    const glyphs = readGlyphs(sfnt);
    expect(glyphs.some((g) => g.kind === 'simple' && g.instructions)).toBe(true);
    expect(glyphs.some((g) => g.kind === 'composite' && g.instructions)).toBe(true);
    const decoded = await decode(encodeWoff2(sfnt));
    expectSameGlyphs(decoded, sfnt);
    expectOtherTablesUnchanged(decoded, sfnt); // fpgm, prep, cvt among them
  });

  it('keeps an empty glyph empty (the space) with its advance', async () => {
    const sfnt = subset(maShanZheng, [0x20, 0x6c38]);
    const space = openWithFontkit(sfnt).glyphForCodePoint(0x20).id;
    expect(readGlyphs(sfnt)[space]!.kind).toBe('empty');
    const decoded = await decode(encodeWoff2(sfnt));
    expect(readGlyphs(decoded)[space]!.kind).toBe('empty');
    expectSameCharacters(decoded, sfnt, [0x20, 0x6c38]);
  });

  it('carries OVERLAP_SIMPLE in the overlap bitmap (Noto sets it on every simple glyph)', () => {
    // Several sizes: the bitmap has (numGlyphs + 7) / 8 bytes, not the bbox bitmap's 32-bit words.
    for (const count of [10, 100, 500]) {
      const sfnt = subset(notoSerif, pageText(notoSerif, count));
      const overlapping = readGlyphs(sfnt).map((g) => g.overlap === true);
      expect(overlapping.filter(Boolean).length).toBeGreaterThan(count);
      const glyf = readWoff2(encodeWoff2(sfnt)).data.get('glyf')!;
      const header = transformedGlyfHeader(glyf);
      expect(header.optionFlags).toBe(1);
      // numGlyphs bits after the seven streams, glyph 0 in the top bit. (wawoff2's decoder
      // predates the bitmap, so the test reads it itself; the decoder in Chrome and Firefox
      // puts the flag back.)
      const bitmap = glyf.subarray(header.streamsEnd);
      expect(bitmap.byteLength).toBe((header.numGlyphs + 7) >> 3);
      const bits = overlapping.map((_, id) => (bitmap[id >> 3]! & (0x80 >> (id & 7))) !== 0);
      expect(bits).toEqual(overlapping);
    }
  });

  it('writes no overlap bitmap for a font without OVERLAP_SIMPLE (Ma Shan Zheng)', () => {
    const sfnt = subset(maShanZheng, pageText(maShanZheng, 10));
    const glyf = readWoff2(encodeWoff2(sfnt)).data.get('glyf')!;
    expect(transformedGlyfHeader(glyf)).toMatchObject({ optionFlags: 0, streamsEnd: glyf.byteLength });
  });

  it('at brotli 11 is within 0.5 % of the reference encoder: the same transform', async () => {
    for (const font of [maShanZheng, notoSerif]) {
      const sfnt = subset(font, pageText(font, 100));
      const ours = encodeWoff2(sfnt, { quality: 11 }).byteLength;
      const reference = (await wawoff2.compress(sfnt)).byteLength;
      expect(Math.abs(ours / reference - 1)).toBeLessThan(0.005);
    }
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------
// Hand-made fonts, for what real subsets rarely or never contain.

type Point = [x: number, y: number, onCurve: boolean];

interface SimpleGlyph {
  contours: Point[][];
  instructions?: Uint8Array;
  /** Stored instead of the points' bounds. */
  bbox?: [number, number, number, number];
}

/** A simple glyph the plain way: a flag per point, no repeats, 1-byte deltas where they fit. */
function simpleGlyph({ contours, instructions = new Uint8Array(0), bbox }: SimpleGlyph): Uint8Array {
  const points = contours.flat();
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const box = bbox ?? [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  const out: number[] = [];
  const push16 = (v: number) => out.push((v >> 8) & 0xff, v & 0xff);
  push16(contours.length);
  box.forEach(push16);
  let end = -1;
  for (const c of contours) push16((end += c.length));
  push16(instructions.length);
  out.push(...instructions);
  const deltas = (axis: 0 | 1) => points.map((p, i) => p[axis] - (i ? points[i - 1]![axis] : 0));
  const dxs = deltas(0);
  const dys = deltas(1);
  const flag = (d: number, short: number, same: number) => (d === 0 ? same : Math.abs(d) < 256 ? short | (d > 0 ? same : 0) : 0);
  points.forEach((p, i) => out.push((p[2] ? 1 : 0) | flag(dxs[i]!, 2, 0x10) | flag(dys[i]!, 4, 0x20)));
  for (const d of [...dxs, ...dys]) {
    if (d !== 0 && Math.abs(d) < 256) out.push(Math.abs(d));
    else if (d !== 0) push16(d);
  }
  return Uint8Array.from(out);
}

/** A composite of one component at (dx, dy), with instructions if given. */
function compositeGlyph(component: number, dx: number, dy: number, instructions?: Uint8Array): Uint8Array {
  const flags = 0x0001 | 0x0002 | (instructions ? 0x0100 : 0); // words, args are x/y
  const out = [0xff, 0xff, 0, 0, 0, 0, 0, 100, 0, 100, flags >> 8, flags & 0xff, component >> 8, component & 0xff];
  out.push((dx >> 8) & 0xff, dx & 0xff, (dy >> 8) & 0xff, dy & 0xff);
  if (instructions) out.push(instructions.length >> 8, instructions.length & 0xff, ...instructions);
  return Uint8Array.from(out);
}

/** A minimal TrueType font: head, maxp, glyf and loca (all the reference decoder needs). */
function buildFont(glyphs: Uint8Array[], { indexFormat = 1 } = {}): Uint8Array {
  const align = indexFormat === 0 ? 2 : 4;
  const offsets = [0];
  for (const g of glyphs) offsets.push(offsets.at(-1)! + Math.ceil(g.length / align) * align);
  const glyf = new Uint8Array(offsets.at(-1)!);
  glyphs.forEach((g, i) => glyf.set(g, offsets[i]));
  const loca = new Uint8Array(offsets.length * (indexFormat === 0 ? 2 : 4));
  const locaView = new DataView(loca.buffer);
  offsets.forEach((o, i) => (indexFormat === 0 ? locaView.setUint16(2 * i, o / 2) : locaView.setUint32(4 * i, o)));
  const head = new Uint8Array(54);
  const headView = new DataView(head.buffer);
  headView.setUint32(0, 0x00010000);
  headView.setUint32(12, 0x5f0f3cf5);
  headView.setUint16(18, 1000);
  headView.setInt16(50, indexFormat);
  const maxp = new Uint8Array(32);
  new DataView(maxp.buffer).setUint32(0, 0x00010000);
  new DataView(maxp.buffer).setUint16(4, glyphs.length);
  return sfntOf({ glyf, head, loca, maxp });
}

function sfntOf(tables: Record<string, Uint8Array>, flavor = 0x00010000): Uint8Array {
  const tags = Object.keys(tables).sort();
  let size = 12 + 16 * tags.length;
  const offsets = tags.map((tag) => {
    const at = size;
    size += Math.ceil(tables[tag]!.length / 4) * 4;
    return at;
  });
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setUint32(0, flavor);
  view.setUint16(4, tags.length);
  tags.forEach((tag, i) => {
    const entry = 12 + 16 * i;
    for (let c = 0; c < 4; c++) out[entry + c] = tag.charCodeAt(c);
    view.setUint32(entry + 8, offsets[i]!);
    view.setUint32(entry + 12, tables[tag]!.length);
    out.set(tables[tag]!, offsets[i]);
  });
  return out;
}

function glyfTables(sfnt: Uint8Array): GlyfTables {
  const t = tablesOf(sfnt);
  return { glyf: t.get('glyf')!, loca: t.get('loca')!, head: t.get('head')!, maxp: t.get('maxp')! };
}

describe('the transform on hand-made glyphs, through the reference decoder', () => {
  it('encodes every triplet layout: deltas at each size boundary, both signs, on and off curve', async () => {
    // Each case's boundaries (WOFF2 §5.2): y-only and x-only up to 1279, both up to 64, 768,
    // 4095, then 16 bits; 0 and 1 at the low ends.
    const sizes = [0, 1, 2, 63, 64, 65, 255, 256, 767, 768, 769, 1279, 1280, 4095, 4096, 16000];
    const walk: Point[] = [[0, 0, true]];
    let [x, y] = [0, 0];
    let onCurve = false;
    for (const dx of sizes) {
      for (const dy of sizes) {
        for (const [sx, sy] of [[1, 1], [-1, 1], [1, -1], [-1, -1]] as const) {
          // Stay within int16 by turning back toward the origin.
          x += Math.abs(x + sx * dx) > 30000 ? -sx * dx : sx * dx;
          y += Math.abs(y + sy * dy) > 30000 ? -sy * dy : sy * dy;
          walk.push([x, y, (onCurve = !onCurve)]);
        }
      }
    }
    const contours = [];
    for (let i = 0; i < walk.length; i += 200) contours.push(walk.slice(i, i + 200));
    const sfnt = buildFont([new Uint8Array(0), simpleGlyph({ contours })]);
    expect(transformGlyf(glyfTables(sfnt))).toBeDefined();
    expectSameGlyphs(await decode(encodeWoff2(sfnt)), sfnt);
  });

  it('encodes the 255UInt16 boundaries: contours of 1 to 1,000 points, instructions of 0 to 1,000 bytes', async () => {
    const lengths = [1, 252, 253, 254, 505, 506, 507, 761, 762, 763, 1000];
    const contour = (n: number, seed: number): Point[] =>
      Array.from({ length: n }, (_, i) => [((i * 37 + seed) % 500) - 250, ((i * 91 + seed) % 700) - 350, i % 3 !== 0]);
    const glyphs = lengths.map((n, i) =>
      simpleGlyph({
        contours: [contour(n, i), contour(3, i)],
        instructions: Uint8Array.from({ length: n - 1 }, (_, k) => (k * 7 + i) & 0xff),
      }),
    );
    const sfnt = buildFont(glyphs);
    expectSameGlyphs(await decode(encodeWoff2(sfnt)), sfnt);
  });

  it('keeps a stored bbox that is not the points’ bounds, and stores none that is', async () => {
    const square: Point[] = [[0, 0, true], [0, 500, true], [500, 500, true], [500, 0, true]];
    const exact = simpleGlyph({ contours: [square] });
    const wider = simpleGlyph({ contours: [square], bbox: [-10, 0, 510, 500] });
    const sfnt = buildFont([exact, wider, exact]);
    // One explicit box of 8 bytes after the 4-byte bitmap: glyph 1's.
    const glyf = transformGlyf(glyfTables(sfnt))!.glyf;
    expect(transformedGlyfHeader(glyf).bboxStreamSize).toBe(4 + 8);
    const decoded = await decode(encodeWoff2(sfnt));
    expectSameGlyphs(decoded, sfnt);
    expect(readGlyphs(decoded)[1]!.bbox).toEqual([-10, 0, 510, 500]);
  });

  it('keeps a composite’s instructions and its explicit bbox', async () => {
    const square: Point[] = [[0, 0, true], [0, 500, true], [500, 500, true], [500, 0, false]];
    const sfnt = buildFont([simpleGlyph({ contours: [square] }), compositeGlyph(0, 30, -40, Uint8Array.of(0xb0, 1, 0x2e))]);
    expectSameGlyphs(await decode(encodeWoff2(sfnt)), sfnt);
  });

  it('switches to 32-bit loca when the rebuilt glyf outgrows 16-bit offsets', async () => {
    // 7,281 one-point glyphs of 17 bytes, 2-byte aligned: 131,058 bytes, just within 16-bit
    // offsets. The decoder aligns glyphs to 4 bytes: 145,620 bytes, beyond them. Their points
    // scatter, or the file would compress 100-fold, which the decoder takes for a forgery.
    const dots = Array.from({ length: 7281 }, (_, i) => simpleGlyph({ contours: [[[1 + ((i * 7919) % 251), 1 + ((i * 104729) % 241), true]]] }));
    expect(dots.every((dot) => dot.length === 17)).toBe(true);
    const sfnt = buildFont(dots, { indexFormat: 0 });
    const t = transformGlyf(glyfTables(sfnt))!;
    expect(t).toMatchObject({ indexFormat: 1, locaLength: 4 * 7282 });
    const decoded = await decode(encodeWoff2(sfnt));
    expect(i16(tablesOf(decoded).get('head')!, 50)).toBe(1);
    expectSameGlyphs(decoded, sfnt);
  });

  it('keeps 16-bit loca when the rebuilt glyf fits', async () => {
    const dot = simpleGlyph({ contours: [[[10, 20, true]]] });
    const sfnt = buildFont(Array.from({ length: 100 }, () => dot), { indexFormat: 0 });
    expect(transformGlyf(glyfTables(sfnt))).toMatchObject({ indexFormat: 0, locaLength: 2 * 101 });
    const decoded = await decode(encodeWoff2(sfnt));
    expect(i16(tablesOf(decoded).get('head')!, 50)).toBe(0);
    expectSameGlyphs(decoded, sfnt);
  });
});

describe('the null transform where the glyf transform cannot go', () => {
  /** Decodes to exactly the input's tables (but head's checkSumAdjustment), glyf/loca untransformed. */
  async function expectNullTransform(sfnt: Uint8Array): Promise<void> {
    const woff2 = encodeWoff2(sfnt);
    for (const e of readWoff2(woff2).entries) {
      expect(e.transformLength, `table '${e.tag}'`).toBeUndefined();
      expect(e.version).toBe(e.tag === 'glyf' || e.tag === 'loca' ? 3 : 0);
    }
    const decoded = tablesOf(await decode(woff2));
    for (const [tag, data] of tablesOf(sfnt)) {
      const got = decoded.get(tag)!.slice();
      const want = data.slice();
      if (tag === 'head') [got, want].forEach((h) => h.fill(0, 8, 12));
      expect(hex(got), `table '${tag}'`).toBe(hex(want));
    }
  }

  it('a CFF font (no glyf) is written as it is', async () => {
    const head = tablesOf(buildFont([new Uint8Array(0)])).get('head')!;
    const maxp = Uint8Array.of(0, 0, 0x50, 0, 0, 1); // version 0.5: CFF
    const cff = Uint8Array.from({ length: 301 }, (_, i) => (i * 31) & 0xff);
    await expectNullTransform(sfntOf({ 'CFF ': cff, head, maxp }, 0x4f54544f));
  });

  /** A real subset whose glyph 1 (a CJK outline) `corrupt` breaks in place. */
  function brokenSubset(corrupt: (glyph: Uint8Array) => void): Uint8Array {
    const sfnt = subset(maShanZheng, [0x6c38, 0x5b57]);
    const [start, end] = glyphRanges(sfnt)[1]!;
    corrupt(tablesOf(sfnt).get('glyf')!.subarray(start, end));
    return sfnt;
  }

  const breakages: Array<[string, (glyph: Uint8Array) => void]> = [
    ['numberOfContours of -2', (g) => g.set([0xff, 0xfe], 0)],
    // 2 contours ending at points 9 and 3
    ['contour end points that go backwards', (g) => g.set([0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 0, 3], 0)],
    // 1 contour of 65,521 points
    ['more points than the glyph has bytes for', (g) => g.set([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xf0], 0)],
    // 1 contour of 4 points, 65,535 bytes of instructions
    ['instructions longer than the glyph', (g) => g.set([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0xff, 0xff], 0)],
  ];
  for (const [name, corrupt] of breakages) {
    it(`a glyph with ${name}`, async () => {
      const sfnt = brokenSubset(corrupt);
      expect(transformGlyf(glyfTables(sfnt))).toBeUndefined();
      await expectNullTransform(sfnt);
    });
  }

  /** A real subset whose loca `change` rewrites (offsets in bytes). */
  function subsetWithLoca(change: (offsets: number[], glyfLength: number) => void): Uint8Array {
    const sfnt = subset(maShanZheng, [0x6c38, 0x5b57]);
    const t = tablesOf(sfnt);
    const loca = t.get('loca')!;
    const long = i16(t.get('head')!, 50) === 1;
    const offsets = glyphRanges(sfnt).map(([start]) => start);
    offsets.push(glyphRanges(sfnt).at(-1)![1]);
    change(offsets, t.get('glyf')!.byteLength);
    const view = new DataView(loca.buffer, loca.byteOffset);
    offsets.forEach((o, i) => (long ? view.setUint32(4 * i, o) : view.setUint16(2 * i, o / 2)));
    return sfnt;
  }

  it('a glyph shorter than its header', async () => {
    const sfnt = subsetWithLoca((offsets) => (offsets[2] = offsets[1]! + 4));
    expect(transformGlyf(glyfTables(sfnt))).toBeUndefined();
    await expectNullTransform(sfnt);
  });

  it('loca pointing past the end of glyf', async () => {
    const sfnt = subsetWithLoca((offsets, glyfLength) => (offsets[offsets.length - 1] = glyfLength + 64));
    expect(transformGlyf(glyfTables(sfnt))).toBeUndefined();
    await expectNullTransform(sfnt);
  });

  it('a glyph without contours but with a bounding box', async () => {
    const sfnt = buildFont([Uint8Array.of(0, 0, 0, 1, 0, 1, 0, 2, 0, 2)]);
    expect(transformGlyf(glyfTables(sfnt))).toBeUndefined();
    await expectNullTransform(sfnt);
  });
});
