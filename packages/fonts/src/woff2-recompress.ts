/**
 * Recompresses a WOFF2 file at another brotli quality without touching its tables. A subset is
 * first made at a fast quality (5) so the visitor waits ~1 ms; a low-priority process later
 * recompresses the cached file at quality 11 for the next visitors (design §9, decision 0014).
 * Only the brotli stream changes: the header's sizes are rewritten, the directory is copied.
 */
import { constants, brotliCompressSync, brotliDecompressSync } from 'node:zlib';

const HEADER_SIZE = 48;
const ARBITRARY_TAG = 63;
/** Indices of glyf and loca in the spec's known-tag table (their transform versions are inverted). */
const GLYF_INDEX = 10;
const LOCA_INDEX = 11;

function readBase128(bytes: Uint8Array, at: number): { value: number; next: number } {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = bytes[at + i];
    if (byte === undefined) break;
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return { value, next: at + i + 1 };
  }
  throw new Error('Corrupt WOFF2: bad UIntBase128 in the table directory');
}

/** Where the brotli stream starts: right after the table directory. */
function directoryEnd(woff2: Uint8Array, numTables: number): number {
  let at = HEADER_SIZE;
  for (let t = 0; t < numTables; t++) {
    const flags = woff2[at++];
    if (flags === undefined) throw new Error('Corrupt WOFF2: table directory runs past the end');
    const known = flags & 63;
    if (known === ARBITRARY_TAG) at += 4;
    at = readBase128(woff2, at).next; // origLength
    const version = flags >> 6;
    const glyfOrLoca = known === GLYF_INDEX || known === LOCA_INDEX;
    // glyf/loca: version 0 = transformed; other tables: any non-zero version is a transform.
    if (glyfOrLoca ? version === 0 : version !== 0) at = readBase128(woff2, at).next; // transformLength
  }
  return at;
}

export function recompressWoff2(woff2: Uint8Array, quality: number): Uint8Array {
  const view = new DataView(woff2.buffer, woff2.byteOffset, woff2.byteLength);
  if (woff2.byteLength < HEADER_SIZE || view.getUint32(0) !== 0x774f4632 /* wOF2 */) throw new Error('Not a WOFF2 file');
  if (view.getUint32(4) === 0x74746366 /* ttcf */) throw new Error('WOFF2 collections are not recompressed');
  if (view.getUint32(28) !== 0 || view.getUint32(40) !== 0) throw new Error('WOFF2 with metadata or private data is not recompressed');
  const dataOffset = directoryEnd(woff2, view.getUint16(12));
  const compressedSize = view.getUint32(20);
  if (dataOffset + compressedSize > woff2.byteLength) throw new Error('Corrupt WOFF2: the compressed data runs past the end');
  const tables = brotliDecompressSync(woff2.subarray(dataOffset, dataOffset + compressedSize));
  const compressed = brotliCompressSync(tables, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_FONT,
      [constants.BROTLI_PARAM_SIZE_HINT]: tables.byteLength,
    },
  });
  const length = (dataOffset + compressed.byteLength + 3) & ~3;
  const out = new Uint8Array(length);
  out.set(woff2.subarray(0, dataOffset));
  const outView = new DataView(out.buffer);
  outView.setUint32(8, length);
  outView.setUint32(20, compressed.byteLength);
  out.set(compressed, dataOffset);
  return out;
}
