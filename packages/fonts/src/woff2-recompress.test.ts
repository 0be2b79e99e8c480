import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HbFace } from './subset/harfbuzz.ts';
import { encodeWoff2 } from './woff2.ts';
import { recompressWoff2 } from './woff2-recompress.ts';

const require = createRequire(import.meta.url);
// Google's reference woff2 (compiled to wasm): an independent decoder, and an encoder that applies the glyf transform.
const wawoff2 = require('wawoff2') as { compress(sfnt: Uint8Array): Promise<Uint8Array>; decompress(woff2: Uint8Array): Promise<Uint8Array> };
const fontFile = path.join(path.dirname(require.resolve('@expo-google-fonts/ma-shan-zheng/package.json')), '400Regular/MaShanZheng_400Regular.ttf');
const face = new HbFace(new Uint8Array(fs.readFileSync(fontFile)));
const subset = face.subset([...'春风得意马蹄疾一日看尽长安花永和九年岁在癸丑暮春之初会于会稽山阴之兰亭'].map((c) => c.codePointAt(0)!));

describe('recompressWoff2', () => {
  it('makes a quality-5 file smaller at quality 11 and it decodes to the same font', async () => {
    const fast = encodeWoff2(subset, { quality: 5 });
    const best = recompressWoff2(fast, 11);
    expect(best.byteLength).toBeLessThan(fast.byteLength);
    expect(best.byteLength % 4).toBe(0);
    const view = new DataView(best.buffer, best.byteOffset);
    expect(view.getUint32(8)).toBe(best.byteLength); // the header's length is the file's
    expect(Buffer.from(await wawoff2.decompress(best)).equals(Buffer.from(await wawoff2.decompress(fast)))).toBe(true);
  });

  it('reads directories with transformed glyf and loca (the reference encoder writes them)', async () => {
    const reference = await wawoff2.compress(subset);
    const again = recompressWoff2(reference, 5);
    expect(Buffer.from(await wawoff2.decompress(again)).equals(Buffer.from(await wawoff2.decompress(reference)))).toBe(true);
  });

  it('refuses what is not a WOFF2 file', () => {
    expect(() => recompressWoff2(subset, 11)).toThrow('Not a WOFF2 file');
    const truncated = encodeWoff2(subset).subarray(0, 200);
    expect(() => recompressWoff2(truncated, 11)).toThrow(/Corrupt WOFF2/);
  });
});
