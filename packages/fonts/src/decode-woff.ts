/**
 * WOFF and WOFF2 back to a plain sfnt, for the importer: the subsetter (HarfBuzz) and the outline
 * reader work on sfnt files, so fonts are stored decoded. WOFF 1.0 is a zlib stream per table
 * (a few lines); WOFF2 uses Google's reference decoder (wawoff2, wasm).
 */
import { inflateSync } from 'node:zlib';
import { decompress as woff2Decompress } from 'wawoff2';
import { FontReadError } from './errors.ts';

export async function decodeWoff2(data: Uint8Array): Promise<Uint8Array> {
  try {
    return new Uint8Array(await woff2Decompress(data));
  } catch {
    throw new FontReadError('WOFF2 文件已损坏，无法解码');
  }
}

export function decodeWoff(data: Uint8Array): Uint8Array {
  try {
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    const flavor = view.getUint32(4);
    const numTables = view.getUint16(12);
    const tables = [];
    for (let i = 0; i < numTables; i++) {
      const at = 44 + i * 20;
      const offset = view.getUint32(at + 4);
      const compLength = view.getUint32(at + 8);
      const origLength = view.getUint32(at + 12);
      const raw = data.subarray(offset, offset + compLength);
      if (raw.byteLength !== compLength) throw new Error('truncated');
      const table = compLength < origLength ? new Uint8Array(inflateSync(raw)) : raw;
      if (table.byteLength !== origLength) throw new Error('bad length');
      tables.push({ tag: view.getUint32(at), checksum: view.getUint32(at + 16), data: table });
    }
    // Rebuild the sfnt: header, directory, 4-byte aligned tables.
    const pad = (n: number) => (n + 3) & ~3;
    let size = 12 + 16 * numTables;
    for (const t of tables) size += pad(t.data.byteLength);
    const out = new Uint8Array(size);
    const w = new DataView(out.buffer);
    const log2 = Math.floor(Math.log2(numTables || 1));
    w.setUint32(0, flavor);
    w.setUint16(4, numTables);
    w.setUint16(6, 16 * 2 ** log2);
    w.setUint16(8, log2);
    w.setUint16(10, numTables * 16 - 16 * 2 ** log2);
    let offset = 12 + 16 * numTables;
    tables.forEach((t, i) => {
      w.setUint32(12 + i * 16, t.tag);
      w.setUint32(16 + i * 16, t.checksum);
      w.setUint32(20 + i * 16, offset);
      w.setUint32(24 + i * 16, t.data.byteLength);
      out.set(t.data, offset);
      offset += pad(t.data.byteLength);
    });
    return out;
  } catch {
    throw new FontReadError('WOFF 文件已损坏，无法解码');
  }
}
