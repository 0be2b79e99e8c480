import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import {
  big5,
  big5Hanzi,
  computeCoverage,
  gb2312,
  gbk,
  gbkHanzi,
  isHanIdeograph,
  tongyongAll,
  tongyongLevel1,
  tongyongTable,
  type Charset,
} from './index.ts';

/** The set, failing the test (rather than every later assertion) when it is unavailable. */
function present(set: Charset | null): Charset {
  if (!set) throw new Error('通用规范汉字表 data file is missing');
  return set;
}

const chars = (cps: readonly number[]): string => String.fromCodePoint(...cps);
const codePoints = (text: string): number[] => [...text].map((c) => c.codePointAt(0) ?? 0);

const all = (): Charset[] => [
  gb2312(),
  gbk(),
  gbkHanzi(),
  big5(),
  big5Hanzi(),
  present(tongyongLevel1()),
  present(tongyongAll()),
];

describe('character sets', () => {
  it('have the published sizes', () => {
    expect(gb2312().codePoints.length).toBe(6763);
    expect(present(tongyongLevel1()).codePoints.length).toBe(3500);
    expect(present(tongyongAll()).codePoints.length).toBe(8105);
    // Big5 Hanzi: 5401 常用字 + 7652 次常用字.
    expect(big5Hanzi().codePoints.length).toBe(5401 + 7652);
  });

  it('GBK: the 21886 characters of GBK 1.0, give or take what GB18030 changed in that range', () => {
    const set = new Set(gbk().codePoints);
    // Six GBK ideographs GB18030 still maps to private use (cells 0xFE51 0xFE52 0xFE53 0xFE6C
    // 0xFE76 0xFE91), so they drop out; GB18030 added the euro (0xA2E3) and ten vertical
    // punctuation forms (0xA6D9–0xA6DF, 0xA6EC–0xA6ED, 0xA6F3) to the range.
    const added = [0x20ac, 0xfe10, 0xfe11, 0xfe12, 0xfe13, 0xfe14, 0xfe15, 0xfe16, 0xfe17, 0xfe18, 0xfe19];
    for (const cp of added) expect(set.has(cp)).toBe(true);
    expect(gbk().codePoints.length).toBe(21886 - 6 + added.length);
    // GBK's 21003 Hanzi, less those six and the 14 CJK radicals among them (U+2E81 and so on).
    expect(gbkHanzi().codePoints.length).toBe(21003 - 6 - 14);
    expect(set.has(0x2e81)).toBe(true);
  });

  it('Big5: 13053 Hanzi, 408 symbols, the euro and the 41 ETEN extensions, less 10 shared code points', () => {
    // The shared ones: 十 and 卅 among the symbols (0xA2CC, 0xA2CE) and eight box-drawing
    // characters the ETEN block repeats (0xF9E9–0xF9EB, 0xF9F9–0xF9FD).
    expect(big5().codePoints.length).toBe(13053 + 408 + 1 + 41 - 10);
    // The seven ETEN Hanzi (0xF9D6–0xF9DC) are in Big5 as fonts carry it, not in the Hanzi proper.
    const full = new Set(big5().codePoints);
    const proper = new Set(big5Hanzi().codePoints);
    for (const cp of codePoints('碁銹裏墻恒粧嫺')) expect([full.has(cp), proper.has(cp)]).toEqual([true, false]);
    // The duplicated Hanzi cells 兀 0xC94A and 嗀 0xDDFC decode to compatibility ideographs.
    expect(new Set(big5Hanzi().codePoints).has(0xfa0c)).toBe(true);
    expect(new Set(big5Hanzi().codePoints).has(0xfa0d)).toBe(true);
  });

  it('are sorted, without duplicates', () => {
    for (const set of all()) {
      const cps = set.codePoints;
      for (let i = 1; i < cps.length; i++) {
        if (!((cps[i - 1] ?? 0) < (cps[i] ?? 0))) throw new Error(`${set.name}: not strictly ascending at ${i}`);
      }
      expect(new Set(cps).size).toBe(cps.length);
    }
  });

  it('nest as the standards do', () => {
    const gbkSet = new Set(gbk().codePoints);
    expect([...gb2312().codePoints].filter((cp) => !gbkSet.has(cp))).toEqual([]);
    const everything = new Set(present(tongyongAll()).codePoints);
    expect([...present(tongyongLevel1()).codePoints].filter((cp) => !everything.has(cp))).toEqual([]);
    const big5Set = new Set(big5().codePoints);
    expect([...big5Hanzi().codePoints].filter((cp) => !big5Set.has(cp))).toEqual([]);
    expect(gb2312().codePoints.every(isHanIdeograph)).toBe(true);
    expect(big5Hanzi().codePoints.every(isHanIdeograph)).toBe(true);
    expect(present(tongyongAll()).codePoints.every(isHanIdeograph)).toBe(true);
  });

  it('are built once and cached', () => {
    expect(gbk()).toBe(gbk());
    expect(tongyongAll()).toBe(tongyongAll());
  });
});

describe('通用规范汉字表 data', () => {
  const table = tongyongTable();
  if (!table) throw new Error('通用规范汉字表 data file is missing');
  const level1 = chars(table.level1);
  const level2 = chars(table.level2);
  const level3 = chars(table.level3);

  it('has 3500 + 3000 + 1605 distinct characters', () => {
    expect([table.level1.length, table.level2.length, table.level3.length]).toEqual([3500, 3000, 1605]);
    expect(new Set([...table.level1, ...table.level2, ...table.level3]).size).toBe(8105);
  });

  it('puts the commonest characters in level 1, in table order', () => {
    for (const c of '的一是不了人我在有他这中大来上国个到说们') expect(level1).toContain(c);
    // 字序 0001–0005 and 3496–3500.
    expect(level1.startsWith('一乙二十丁')).toBe(true);
    expect(level1.endsWith('镶瓤罐矗')).toBe(true);
  });

  it('has the rarer characters in levels 2 and 3', () => {
    expect(level2.startsWith('乂乜兀弋孑')).toBe(true);
    expect(level2.endsWith('爨齉')).toBe(true);
    // Level 3: 亍 opens it (6501), 蠼 closes it (8105); 𠙶 and 𫚭 lie outside the BMP.
    expect(level3.startsWith('亍尢彳卬殳𠙶')).toBe(true);
    expect(level3.endsWith('𫚭玃醾齇觿蠼')).toBe(true);
    for (const c of '鿍鿎鿏䜣㧑') expect(level3).toContain(c);
    expect(level1 + level2).not.toContain('亍');
  });
});

describe('computeCoverage', () => {
  const byName = (sets: ReturnType<typeof computeCoverage>['sets']) => new Map(sets.map((s) => [s.name, s]));

  it('reports each set in order, with totals', () => {
    const { sets } = computeCoverage([]);
    expect(sets.map((s) => s.name)).toEqual(['gb2312', 'tongyong-level1', 'tongyong-all', 'gbk', 'big5']);
    expect(sets.map((s) => s.label)).toEqual(['GB2312', '通用规范汉字表一级', '通用规范汉字表', 'GBK', 'Big5']);
    expect(sets.map((s) => s.total)).toEqual([6763, 3500, 8105, 21891, 13493]);
    expect(sets.every((s) => s.covered === 0 && s.percent === 0)).toBe(true);
  });

  it('lists every level-1 character as missing for an empty font', () => {
    const table = tongyongTable();
    expect(computeCoverage([]).missingLevel1).toBe(chars(table?.level1 ?? []));
  });

  it('counts a synthetic character set', () => {
    const result = computeCoverage(codePoints('的一是A'));
    for (const set of result.sets) expect(set.covered).toBe(3);
    const sets = byName(result.sets);
    // 3 of 6763 is 0.04 %, shown as 0.1 so that a font with some Hanzi never reads "0 %".
    expect(sets.get('gb2312')?.percent).toBe(0.1);
    expect(sets.get('tongyong-level1')?.percent).toBe(0.1);
    expect([...result.missingLevel1]).toHaveLength(3497);
    for (const c of '的一是') expect(result.missingLevel1).not.toContain(c);
    expect(result.missingLevel1.startsWith('乙二十丁')).toBe(true);
  });

  it('never rounds an incomplete set up to 100 %', () => {
    const almost = gbk().codePoints.slice(1);
    const gbkCoverage = byName(computeCoverage(almost).sets).get('gbk');
    expect(gbkCoverage).toMatchObject({ covered: 21890, total: 21891, percent: 99.9 });
    expect(byName(computeCoverage(gbk().codePoints).sets).get('gbk')?.percent).toBe(100);
  });

  it('accepts any iterable, a Set included', () => {
    const text = codePoints('永字八法');
    expect(computeCoverage(new Set(text))).toEqual(computeCoverage(text));
  });

  it('measures a real font: Ma Shan Zheng has all of GB2312, and level 1 but for 啰 and 瞭', () => {
    const require = createRequire(import.meta.url);
    const file = path.join(
      path.dirname(require.resolve('@expo-google-fonts/ma-shan-zheng/package.json')),
      '400Regular/MaShanZheng_400Regular.ttf',
    );
    const font = fontkit.create(new Uint8Array(fs.readFileSync(file)));
    const result = computeCoverage(font.characterSet);
    const sets = byName(result.sets);
    expect(sets.get('gb2312')).toMatchObject({ covered: 6763, total: 6763, percent: 100 });
    // The font's Hanzi are GB2312's; 啰 and 瞭 are the two level-1 characters outside GB2312.
    expect(sets.get('tongyong-level1')).toMatchObject({ covered: 3498, total: 3500, percent: 99.9 });
    expect(result.missingLevel1).toBe('啰瞭');
    expect(sets.get('tongyong-all')?.covered).toBe(6638);
  });
});
