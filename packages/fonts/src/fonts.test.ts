import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FontCache, FontReadError, describeFace, drawTextAsSvg, openFont } from './index.ts';

const require = createRequire(import.meta.url);
const maShanZheng = path.join(
  path.dirname(require.resolve('@expo-google-fonts/ma-shan-zheng/package.json')),
  '400Regular/MaShanZheng_400Regular.ttf',
);
const data = new Uint8Array(fs.readFileSync(maShanZheng));

describe('font metadata', () => {
  it('reads names, weight and glyph count of a real font', () => {
    const meta = describeFace(openFont(data));
    expect(meta.familyName).toBe('Ma Shan Zheng');
    expect(meta.weight).toBe(400);
    expect(meta.glyphCount).toBeGreaterThan(6763);
  });

  it('refuses a file that is not a font, in Chinese', () => {
    expect(() => openFont(new TextEncoder().encode('not a font at all'))).toThrow(FontReadError);
    expect(() => openFont(new TextEncoder().encode('not a font at all'))).toThrow(/不是字体|损坏/);
  });
});

describe('outline SVG', () => {
  const font = openFont(data);

  it('draws each glyph as path data, width growing with the text', () => {
    const one = drawTextAsSvg(font, '永');
    const four = drawTextAsSvg(font, '永字八法');
    expect(one.svg).toMatch(/<path fill="#1d1b19" d="M/);
    expect(four.width).toBeGreaterThan(one.width * 3);
    expect(four.missing).toEqual([]);
  });

  it('reports characters the font lacks', () => {
    const r = drawTextAsSvg(font, '永𠀀');
    expect(r.missing).toEqual(['𠀀']);
  });

  it('escapes the title', () => {
    expect(drawTextAsSvg(font, '<永>').svg).toContain('<title>&#60;永&#62;</title>');
  });
});

describe('FontCache', () => {
  it('loads a font once for concurrent callers and evicts by bytes', async () => {
    const cache = new FontCache(data.byteLength * 1.5);
    let loads = 0;
    const load = async () => {
      loads++;
      return data;
    };
    const [a, b] = await Promise.all([cache.get('a', load), cache.get('a', load)]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    await cache.get('b', load); // over budget: 'a' goes
    expect(cache.bytes).toBe(data.byteLength);
    await cache.get('a', load);
    expect(loads).toBe(3);
  });
});
