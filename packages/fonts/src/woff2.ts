/**
 * WOFF2 encoder (https://www.w3.org/TR/WOFF2/) over node:zlib's brotli, with the quality as a
 * parameter. Existing encoders always use quality 11, which dominates the time of on-demand CJK
 * subsetting (~600 ms for 500 characters); quality 5 is ~25x faster for a few percent more bytes.
 * TrueType glyf/loca get the WOFF2 glyf transform (woff2-glyf.ts): 3-16 % smaller CJK subsets,
 * for ~40 ns a point (a 3,500-character subset has 0.5-1 M points), which brotli partly gives
 * back for having less to compress. Every other table, and glyf/loca the transform cannot read
 * (CFF fonts have none), get the null transform: the bytes as they are.
 */
import { constants, brotliCompressSync } from 'node:zlib';
import { pad4, readSfnt, fontRevision, writeTag, type SfntTable } from './woff.ts';
import { transformGlyf } from './woff2-glyf.ts';

/** The spec's known-tag table: a tag's index here goes into the flags byte instead of the tag. */
const KNOWN_TAGS = [
  'cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca',
  'prep', 'CFF ', 'VORG', 'EBDT', 'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea',
  'vmtx', 'BASE', 'GDEF', 'GPOS', 'GSUB', 'EBSC', 'JSTF', 'MATH', 'CBDT', 'CBLC', 'COLR', 'CPAL',
  'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc', 'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar',
  'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop', 'trak', 'Zapf', 'Silf', 'Glat',
  'Gloc', 'Feat', 'Sill',
];
const ARBITRARY_TAG = 63;
const WOFF2_HEADER_SIZE = 48;
const SFNT_HEADER_SIZE = 12;
const SFNT_ENTRY_SIZE = 16;

/** Transform version 0 of glyf/loca is the glyf transform; for every other table it is null. */
const GLYF_TRANSFORM = 0;
/** For glyf and loca, version 3 means null; for every other table 0 does. */
function nullTransformVersion(tag: string): number {
  return tag === 'glyf' || tag === 'loca' ? 3 : 0;
}

/** head.flags bit 11: "font data is lossless-modified by a transform", which WOFF2 §5 requires. */
const HEAD_FLAG_TRANSFORMED = 1 << 11;

/** A table as the WOFF2 directory describes it. */
interface Woff2Table {
  tag: string;
  /** Transform version (bits 6-7 of the directory flags). */
  version: number;
  /** The bytes that go into the compressed stream: the table, or its transformed form. */
  data: Uint8Array;
  /** Length of the table the decoder rebuilds. */
  origLength: number;
  /** Only for non-null transforms: the length of `data`. */
  transformLength?: number;
}

function untransformed(table: SfntTable): Woff2Table {
  return { tag: table.tag, version: nullTransformVersion(table.tag), data: table.data, origLength: table.data.byteLength };
}

/** The tables as the WOFF2 directory lists them, glyf/loca transformed when `transform` and possible. */
function woff2Tables(tables: readonly SfntTable[], transform: boolean): Woff2Table[] {
  const byTag = new Map(tables.map((t) => [t.tag, t.data]));
  const glyf = byTag.get('glyf');
  const loca = byTag.get('loca');
  const head = byTag.get('head');
  const maxp = byTag.get('maxp');
  const t = transform && glyf && loca && head && maxp ? transformGlyf({ glyf, loca, head, maxp }) : undefined;
  const entries = tables.map((table): Woff2Table => {
    if (!t) return untransformed(table);
    switch (table.tag) {
      case 'glyf':
        return { tag: 'glyf', version: GLYF_TRANSFORM, data: t.glyf, origLength: t.decodedGlyfLength, transformLength: t.glyf.byteLength };
      case 'loca':
        // Rebuilt from glyf: none of it is in the stream.
        return { tag: 'loca', version: GLYF_TRANSFORM, data: new Uint8Array(0), origLength: t.locaLength, transformLength: 0 };
      case 'head':
        return untransformed({ ...table, data: patchHead(table.data, t.indexFormat) });
      default:
        return untransformed(table);
    }
  });
  return locaAfterGlyf(entries);
}

/**
 * Tag order, except that loca comes right after glyf, as in the reference encoder: WOFF2 §4.1
 * wants loca after glyf, and the reference decoder rebuilds loca while it rebuilds glyf.
 */
function locaAfterGlyf(entries: Woff2Table[]): Woff2Table[] {
  const loca = entries.findIndex((t) => t.tag === 'loca');
  if (loca < 0 || !entries.some((t) => t.tag === 'glyf')) return entries;
  const [entry] = entries.splice(loca, 1);
  entries.splice(entries.findIndex((t) => t.tag === 'glyf') + 1, 0, entry!);
  return entries;
}

/**
 * head with the bit WOFF2 §5 asks for when glyf is transformed, and the loca format of the
 * rebuilt glyf (which can outgrow 16-bit offsets). A copy: the input font stays as it is.
 */
function patchHead(head: Uint8Array, indexFormat: number): Uint8Array {
  const patched = head.slice();
  const view = new DataView(patched.buffer);
  view.setUint16(16, view.getUint16(16) | HEAD_FLAG_TRANSFORMED);
  view.setInt16(50, indexFormat);
  return patched;
}

/** UIntBase128: big-endian 7-bit groups, high bit = more follow, no leading zero groups. */
function base128(value: number): number[] {
  const bytes = [value & 0x7f];
  for (let rest = Math.floor(value / 128); rest > 0; rest = Math.floor(rest / 128)) {
    bytes.unshift((rest & 0x7f) | 0x80);
  }
  return bytes;
}

function directoryEntry(table: Woff2Table): number[] {
  const known = KNOWN_TAGS.indexOf(table.tag);
  const flags = (table.version << 6) | (known >= 0 ? known : ARBITRARY_TAG);
  const tag = known >= 0 ? [] : [...table.tag].map((c) => c.charCodeAt(0));
  const transformLength = table.transformLength === undefined ? [] : base128(table.transformLength);
  return [flags, ...tag, ...base128(table.origLength), ...transformLength];
}

/** All tables back to back, unpadded: the decoder finds each at the sum of the previous lengths. */
function concatTables(tables: readonly Woff2Table[]): Uint8Array {
  const stream = new Uint8Array(tables.reduce((sum, t) => sum + t.data.byteLength, 0));
  let offset = 0;
  for (const t of tables) {
    stream.set(t.data, offset);
    offset += t.data.byteLength;
  }
  return stream;
}

/** The size of the decoded font, each table padded to 4 bytes (the header's totalSfntSize). */
function decodedSfntSize(tables: readonly Woff2Table[]): number {
  return tables.reduce((sum, t) => sum + pad4(t.origLength), SFNT_HEADER_SIZE + tables.length * SFNT_ENTRY_SIZE);
}

function brotli(data: Uint8Array, quality: number): Uint8Array {
  if (!Number.isInteger(quality) || quality < 0 || quality > 11) {
    throw new Error(`WOFF2 brotli quality must be an integer 0-11, got ${quality}`);
  }
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_FONT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
    },
  });
}

interface HeaderFields {
  flavor: number;
  length: number;
  numTables: number;
  totalSfntSize: number;
  compressedSize: number;
  revision: number;
}

function writeHeader(view: DataView, h: HeaderFields): void {
  writeTag(view, 0, 'wOF2');
  view.setUint32(4, h.flavor);
  view.setUint32(8, h.length);
  view.setUint16(12, h.numTables);
  view.setUint32(16, h.totalSfntSize);
  view.setUint32(20, h.compressedSize);
  view.setUint16(24, h.revision >>> 16);
  view.setUint16(26, h.revision & 0xffff);
  // Metadata and private data (offsets 28..47) stay zero: subsets carry neither.
}

export interface Woff2Options {
  /** brotli quality 0-11; default 5 (11 is ~25x slower for ~5 % fewer bytes). */
  quality?: number;
  /** Apply the glyf/loca transform where it can be; default true. false is for comparisons. */
  transformGlyf?: boolean;
}

/** Encodes a TrueType/OpenType font (not a collection) as WOFF2. */
export function encodeWoff2(sfnt: Uint8Array, options: Woff2Options = {}): Uint8Array {
  const { flavor, tables: sfntTables } = readSfnt(sfnt);
  const tables = woff2Tables(sfntTables, options.transformGlyf ?? true);
  const directory = tables.flatMap(directoryEntry);
  const compressed = brotli(concatTables(tables), options.quality ?? 5);
  const dataOffset = WOFF2_HEADER_SIZE + directory.length;
  // The decoder wants the declared length to be the file's, and the file padded to 4 bytes.
  const length = pad4(dataOffset + compressed.byteLength);
  const out = new Uint8Array(length);
  writeHeader(new DataView(out.buffer), {
    flavor,
    length,
    numTables: tables.length,
    totalSfntSize: decodedSfntSize(tables),
    compressedSize: compressed.byteLength,
    revision: fontRevision(sfntTables),
  });
  out.set(directory, WOFF2_HEADER_SIZE);
  out.set(compressed, dataOffset);
  return out;
}
