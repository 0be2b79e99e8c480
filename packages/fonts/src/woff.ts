/**
 * WOFF 1.0 encoder (https://www.w3.org/TR/WOFF/) over node:zlib, plus the small sfnt reader that
 * the WOFF2 encoder shares. Subsets are made on demand, so encoding must be cheap and predictable:
 * no table is rewritten, each is only deflated.
 */
import { deflateSync } from 'node:zlib';

/** One table of an sfnt, its data a view into the input (no copy). */
export interface SfntTable {
  tag: string;
  checksum: number;
  data: Uint8Array;
}

export interface Sfnt {
  flavor: number;
  /** Sorted by tag, as both WOFF formats want their directories. */
  tables: SfntTable[];
}

const TRUETYPE = 0x00010000;
const OPENTYPE_CFF = 0x4f54544f; // 'OTTO'
const APPLE_TRUE = 0x74727565; // 'true'
const COLLECTION = 0x74746366; // 'ttcf'

const SFNT_HEADER_SIZE = 12;
const SFNT_ENTRY_SIZE = 16;
const WOFF_HEADER_SIZE = 44;
const WOFF_ENTRY_SIZE = 20;

export function pad4(n: number): number {
  return (n + 3) & ~3;
}

function tagAt(view: DataView, offset: number): string {
  let tag = '';
  for (let i = 0; i < 4; i++) tag += String.fromCharCode(view.getUint8(offset + i));
  return tag;
}

function checkFlavor(flavor: number, length: number): void {
  if (length < SFNT_HEADER_SIZE) throw new Error(`Not an sfnt font: only ${length} bytes`);
  if (flavor === COLLECTION) throw new Error('Font collections (TTC) are not supported; pass a single font');
  if (flavor !== TRUETYPE && flavor !== OPENTYPE_CFF && flavor !== APPLE_TRUE) {
    throw new Error(`Not an sfnt font: unknown version 0x${flavor.toString(16).padStart(8, '0')}`);
  }
}

function readTable(sfnt: Uint8Array, view: DataView, entry: number): SfntTable {
  const tag = tagAt(view, entry);
  const offset = view.getUint32(entry + 8);
  const length = view.getUint32(entry + 12);
  // Catches truncated files, which otherwise would encode silently into a broken font.
  if (offset + length > sfnt.byteLength) {
    throw new Error(`Corrupt sfnt font: table '${tag}' (${offset}+${length}) runs past the end (${sfnt.byteLength} bytes)`);
  }
  return { tag, checksum: view.getUint32(entry + 4), data: sfnt.subarray(offset, offset + length) };
}

/** Reads the table directory of a TrueType/OpenType font; throws on anything else. */
export function readSfnt(sfnt: Uint8Array): Sfnt {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const flavor = sfnt.byteLength >= 4 ? view.getUint32(0) : 0;
  checkFlavor(flavor, sfnt.byteLength);
  const numTables = view.getUint16(4);
  if (numTables === 0) throw new Error('Corrupt sfnt font: no tables');
  if (SFNT_HEADER_SIZE + numTables * SFNT_ENTRY_SIZE > sfnt.byteLength) {
    throw new Error(`Corrupt sfnt font: directory of ${numTables} tables runs past the end`);
  }
  const tables: SfntTable[] = [];
  for (let i = 0; i < numTables; i++) tables.push(readTable(sfnt, view, SFNT_HEADER_SIZE + i * SFNT_ENTRY_SIZE));
  tables.sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  for (let i = 1; i < tables.length; i++) {
    if (tables[i]?.tag === tables[i - 1]?.tag) throw new Error(`Corrupt sfnt font: table '${tables[i]?.tag}' appears twice`);
  }
  return { flavor, tables };
}

/** Size of the sfnt rebuilt from these tables, each padded to 4 bytes (WOFF's totalSfntSize). */
export function sfntSize(tables: readonly SfntTable[]): number {
  return tables.reduce((sum, t) => sum + pad4(t.data.byteLength), SFNT_HEADER_SIZE + tables.length * SFNT_ENTRY_SIZE);
}

/** head.fontRevision (Fixed 16.16), which WOFF copies into its version fields; 0 without head. */
export function fontRevision(tables: readonly SfntTable[]): number {
  const head = tables.find((t) => t.tag === 'head');
  if (!head || head.data.byteLength < 8) return 0;
  return new DataView(head.data.buffer, head.data.byteOffset, head.data.byteLength).getUint32(4);
}

export function writeTag(view: DataView, offset: number, tag: string): void {
  for (let i = 0; i < 4; i++) view.setUint8(offset + i, tag.charCodeAt(i));
}

/** The spec stores a table uncompressed when deflate would not make it smaller. */
function compressTable(data: Uint8Array, level: number): Uint8Array {
  const deflated = deflateSync(data, { level });
  return deflated.byteLength < data.byteLength ? deflated : data;
}

function writeHeader(view: DataView, sfnt: Sfnt, length: number): void {
  const revision = fontRevision(sfnt.tables);
  view.setUint32(0, 0x774f4646); // 'wOFF'
  view.setUint32(4, sfnt.flavor);
  view.setUint32(8, length);
  view.setUint16(12, sfnt.tables.length);
  view.setUint32(16, sfntSize(sfnt.tables));
  view.setUint16(20, revision >>> 16);
  view.setUint16(22, revision & 0xffff);
  // Metadata and private data (offsets 24..43) stay zero: subsets carry neither.
}

export interface WoffOptions {
  /** zlib level 1-9; default 6. */
  level?: number;
}

/** Encodes a TrueType/OpenType font (not a collection) as WOFF 1.0. */
export function encodeWoff(sfnt: Uint8Array, options: WoffOptions = {}): Uint8Array {
  const font = readSfnt(sfnt);
  const level = options.level ?? 6;
  const compressed = font.tables.map((t) => compressTable(t.data, level));
  let offset = WOFF_HEADER_SIZE + font.tables.length * WOFF_ENTRY_SIZE;
  const offsets = compressed.map((c) => {
    const at = offset;
    offset += pad4(c.byteLength);
    return at;
  });
  const out = new Uint8Array(offset); // zero-filled, so padding is zeros
  const view = new DataView(out.buffer);
  writeHeader(view, font, offset);
  font.tables.forEach((table, i) => {
    const entry = WOFF_HEADER_SIZE + i * WOFF_ENTRY_SIZE;
    const data = compressed[i] ?? table.data;
    writeTag(view, entry, table.tag);
    view.setUint32(entry + 4, offsets[i] ?? 0);
    view.setUint32(entry + 8, data.byteLength);
    view.setUint32(entry + 12, table.data.byteLength);
    view.setUint32(entry + 16, table.checksum);
    out.set(data, offsets[i] ?? 0);
  });
  return out;
}
