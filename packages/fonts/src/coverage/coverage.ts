/** How much of each standard Chinese character set a font covers, from the code points it maps. */
import { gb2312, gbk, big5, tongyongAll, tongyongLevel1, tongyongTable, type Charset } from './charsets.ts';

export interface SetCoverage {
  name: string;
  label: string;
  total: number;
  covered: number;
  /** covered / total in percent, one decimal; never 100 unless complete, never 0 unless empty. */
  percent: number;
}

export interface Coverage {
  /**
   * GB2312, 通用规范汉字表一级, 通用规范汉字表, GBK, Big5, in that order. The two 通用规范汉字表
   * entries are left out when the table's data file is unavailable.
   */
  sets: SetCoverage[];
  /**
   * The 通用规范汉字表 level-1 characters the font lacks, in table order, as one string. Empty when
   * the font has them all, or when the table is unavailable (then `sets` has no 通用规范 entry).
   */
  missingLevel1: string;
}

/**
 * One decimal, rounded, except that rounding never claims a complete set (21890 of 21891 would
 * round to 100.0) or an untouched one: a user reading "100%" takes it to mean nothing is missing.
 */
function percentOf(covered: number, total: number): number {
  if (total === 0) return 0;
  const percent = Math.round((covered / total) * 1000) / 10;
  if (percent === 100 && covered < total) return 99.9;
  if (percent === 0 && covered > 0) return 0.1;
  return percent;
}

function coverageOf(set: Charset, has: ReadonlySet<number>): SetCoverage {
  let covered = 0;
  for (const cp of set.codePoints) if (has.has(cp)) covered++;
  const total = set.codePoints.length;
  return { name: set.name, label: set.label, total, covered, percent: percentOf(covered, total) };
}

/**
 * Coverage of the standard sets by a font whose cmap maps `characterSet` (fontkit's
 * `font.characterSet`). One hash lookup per set member: about 50,000 in all, a few milliseconds,
 * plus the one-off build of the sets on the first call in a process.
 */
export function computeCoverage(characterSet: Iterable<number>): Coverage {
  // A Set, unless the caller already passed one: lookups are O(1) and a font's cmap is unsorted.
  const has: ReadonlySet<number> = characterSet instanceof Set ? characterSet : new Set(characterSet);
  const sets = [gb2312(), tongyongLevel1(), tongyongAll(), gbk(), big5()]
    .filter((set): set is Charset => set !== null)
    .map((set) => coverageOf(set, has));
  let missingLevel1 = '';
  for (const cp of tongyongTable()?.level1 ?? []) if (!has.has(cp)) missingLevel1 += String.fromCodePoint(cp);
  return { sets, missingLevel1 };
}
