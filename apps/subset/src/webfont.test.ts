import { describe, expect, it } from 'vitest';
import { codePointsOf, subsetKey } from './webfont.ts';

describe('codePointsOf', () => {
  it('gives the unique code points in numeric order', () => {
    expect(codePointsOf('永字八法永')).toEqual([0x516b, 0x5b57, 0x6c38, 0x6cd5]);
    expect(codePointsOf('')).toEqual([]);
    expect(codePointsOf('b a')).toEqual([0x20, 0x61, 0x62]);
  });

  it('reads characters outside the BMP (surrogate pairs) as one code point', () => {
    expect(codePointsOf('𠀀a𠀀😀')).toEqual([0x61, 0x1f600, 0x20000]);
    // A lone surrogate stays itself, as the string iterator reads it.
    expect(codePointsOf('\ud800x')).toEqual([0x78, 0xd800]);
  });

  it('agrees with the obvious Set-and-sort over a long mixed text, call after call', () => {
    const text = '春风得意马蹄疾，一日看尽长安花。Hello, 世界! 𠮷野家 ' + String.fromCodePoint(...Array.from({ length: 3000 }, (_, i) => 0x4e00 + ((i * 7919) % 20000)));
    const expected = [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
    expect(codePointsOf(text)).toEqual(expected);
    expect(codePointsOf(text)).toEqual(expected); // nothing left over from the previous call
    expect(subsetKey('f'.repeat(64), codePointsOf([...text].reverse().join('')))).toBe(subsetKey('f'.repeat(64), expected));
  });
});
