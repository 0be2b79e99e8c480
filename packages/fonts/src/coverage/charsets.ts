/**
 * The standard Chinese character sets a font's coverage is measured against.
 *
 * GB2312, GBK and Big5 are derived from the legacy encodings themselves, by decoding every cell of
 * their double-byte ranges with the runtime's TextDecoder (Node ships full ICU), so no table has to
 * be kept in the repository for them. The 通用规范汉字表 cannot be derived from any encoding: it is
 * read from packages/fonts/data/tongyong-guifan-8105.txt (see that file's header for its source).
 *
 * Every set is built on first use and cached for the life of the process: building all of them
 * takes under 100 ms, and most processes never need them.
 *
 * The exact counts depend on ICU's mapping tables (checked in coverage.test.ts against the published
 * figures); a future ICU that maps more GB18030 cells out of the private-use area would raise the
 * GBK count, which the tests would then flag.
 */
import fs from 'node:fs';

export interface Charset {
  /** Stable machine name, e.g. 'gb2312', 'tongyong-level1'. */
  name: string;
  /** Name shown to users, in Chinese where there is one, e.g. 'GB2312', '通用规范汉字表一级'. */
  label: string;
  /** The set's code points, ascending and without duplicates. Shared by every caller: do not modify. */
  codePoints: Uint32Array;
}

/** An inclusive byte range. */
type ByteRange = readonly [low: number, high: number];

/** The private-use area of the BMP: a decoder's answer for cells the encoding leaves user-defined. */
function isPrivateUse(cp: number): boolean {
  return cp >= 0xe000 && cp <= 0xf8ff;
}

/**
 * Han ideographs as Unicode counts them: CJK Unified Ideographs, Extension A, the compatibility
 * ideographs, and the supplementary ideographic planes (Extensions B and up). CJK radicals
 * (U+2E80–U+2FDF) are not included: they are components, not characters one writes text with.
 */
export function isHanIdeograph(cp: number): boolean {
  return (
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0x20000 && cp <= 0x3ffff)
  );
}

/** A decoded cell: its two-byte code (lead << 8 | trail) and the code point it decodes to. */
type Cell = readonly [code: number, cp: number];

/**
 * Decodes every two-byte cell lead×trail with `encoding` and returns the cells that hold a real
 * character (not U+FFFD, not private use), in cell order; a code point two cells share appears
 * twice. All cells go through one decode call, each followed by a newline: a per-cell call is
 * several times slower, and the newline keeps cells apart even when the decoder reports an invalid
 * pair as U+FFFD followed by the trail byte read as ASCII.
 */
function decodeCells(encoding: string, leads: ByteRange, trails: readonly ByteRange[]): Cell[] {
  const bytes: number[] = [];
  const codes: number[] = [];
  for (let lead = leads[0]; lead <= leads[1]; lead++) {
    for (const [low, high] of trails) {
      for (let trail = low; trail <= high; trail++) {
        bytes.push(lead, trail, 0x0a);
        codes.push((lead << 8) | trail);
      }
    }
  }
  const parts = new TextDecoder(encoding).decode(new Uint8Array(bytes)).split('\n');
  // The text ends with a newline, so split() leaves one empty string after the last cell.
  if (parts.length !== codes.length + 1) {
    throw new Error(`${encoding}: expected ${codes.length} decoded cells, got ${parts.length - 1}`);
  }
  const out: Cell[] = [];
  for (const [i, code] of codes.entries()) {
    const part = parts[i] ?? '';
    const cp = part.codePointAt(0);
    // A cell holds a character only if it decoded to exactly one code point.
    if (cp === undefined || part.length !== (cp > 0xffff ? 2 : 1)) continue;
    if (cp === 0xfffd || isPrivateUse(cp)) continue;
    out.push([code, cp]);
  }
  return out;
}

/** The code points of `cells`, ascending and without duplicates. */
function codePointsOf(cells: Iterable<Cell>): Uint32Array {
  const cps: number[] = [];
  for (const [, cp] of cells) cps.push(cp);
  return sortedUnique(cps);
}

/** Ascending, duplicate-free copy of `codePoints`. */
function sortedUnique(codePoints: Iterable<number>): Uint32Array {
  return Uint32Array.from(new Set(codePoints)).sort();
}

/** Memoizes a builder: the first call builds, later calls return the same object. */
function lazy<T>(build: () => T): () => T {
  let built = false;
  let value: T;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value;
  };
}

/**
 * GB2312 Hanzi, levels 1 and 2 (rows 16–87): first byte 0xB0–0xF7, second 0xA1–0xFE, 6763
 * characters (row 55 ends after cell 89; its last five cells decode to private use and drop out).
 * Decoded with GB18030, a superset that agrees with GB2312 on all of these cells.
 */
export const gb2312 = lazy(
  (): Charset => ({
    name: 'gb2312',
    label: 'GB2312',
    codePoints: codePointsOf(decodeCells('gb18030', [0xb0, 0xf7], [[0xa1, 0xfe]])),
  }),
);

/**
 * GBK: every character of the double-byte range (first byte 0x81–0xFE, second 0x40–0x7E and
 * 0x80–0xFE), symbols included. Decoded with GB18030 rather than the 'gbk' label, which in Node
 * is Windows code page 936: that maps about 90 GBK characters (vertical punctuation, ideographic
 * description characters, the radicals and ideographs at 0xFE50–0xFEA0) to private use, while
 * GB18030 gives them their real Unicode code points, which is where a font maps them. Cells GB18030
 * still leaves in private use, and the user-defined areas, are not counted.
 */
export const gbk = lazy(
  (): Charset => ({
    name: 'gbk',
    label: 'GBK',
    codePoints: codePointsOf(
      decodeCells('gb18030', [0x81, 0xfe], [
        [0x40, 0x7e],
        [0x80, 0xfe],
      ]),
    ),
  }),
);

/** The Han ideographs of GBK (see isHanIdeograph), without its symbols and radicals. */
export const gbkHanzi = lazy(
  (): Charset => ({
    name: 'gbk-hanzi',
    label: 'GBK 汉字',
    codePoints: gbk().codePoints.filter(isHanIdeograph),
  }),
);

/** Every Big5 cell that decodes to a character; shared by big5() and big5Hanzi(). */
const big5Cells = lazy(() =>
  decodeCells('big5', [0xa1, 0xf9], [
    [0x40, 0x7e],
    [0xa1, 0xfe],
  ]),
);

/**
 * Big5: every character of first bytes 0xA1–0xF9 (second 0x40–0x7E, 0xA1–0xFE), symbols included.
 * Node's 'big5' decoder is Windows code page 950: it also decodes the ETEN extensions at
 * 0xF9D6–0xF9FE (seven Hanzi and box drawing), which fonts made for Big5 carry too, and leaves the
 * user-defined area 0xC6A1–0xC8FE in private use, so those cells drop out.
 */
export const big5 = lazy(
  (): Charset => ({
    name: 'big5',
    label: 'Big5',
    codePoints: codePointsOf(big5Cells()),
  }),
);

/**
 * The Big5 Hanzi proper: 常用字 0xA440–0xC67E (5401) and 次常用字 0xC940–0xF9D5 (7652),
 * 13053 characters. Code page 950 sends the two duplicated cells (兀 0xC94A, 嗀 0xDDFC) to the
 * compatibility ideographs U+FA0C and U+FA0D, so the count stays 13053 as code points too.
 */
export const big5Hanzi = lazy(
  (): Charset => ({
    name: 'big5-hanzi',
    label: 'Big5 汉字',
    codePoints: codePointsOf(
      big5Cells().filter(([code]) => (code >= 0xa440 && code <= 0xc67e) || (code >= 0xc940 && code <= 0xf9d5)),
    ),
  }),
);

/** The 通用规范汉字表 in table order (字序), one array of code points per level. */
export interface TongyongTable {
  level1: readonly number[];
  level2: readonly number[];
  level3: readonly number[];
}

const TONGYONG_FILE = new URL('../../data/tongyong-guifan-8105.txt', import.meta.url);
const TONGYONG_LEVEL_SIZES = [3500, 3000, 1605] as const;

/**
 * Parses the data file (format in its header). A missing file means the table is unavailable
 * (null); a file that is present but malformed is a bug and throws, so it cannot silently skew
 * every coverage figure.
 */
function readTongyongTable(): TongyongTable | null {
  let text: string;
  try {
    text = fs.readFileSync(TONGYONG_FILE, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const levels: number[][] = [[], [], []];
  let current: number[] | undefined;
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const marker = /^level ([123])$/.exec(line);
    if (marker) {
      current = levels[Number(marker[1]) - 1];
      continue;
    }
    const cp = line.codePointAt(0);
    if (current === undefined || cp === undefined || String.fromCodePoint(cp) !== line) {
      throw new Error(`${TONGYONG_FILE.pathname}:${index + 1}: expected one character, got ${JSON.stringify(line)}`);
    }
    current.push(cp);
  }
  const [level1 = [], level2 = [], level3 = []] = levels;
  const sizes = [level1.length, level2.length, level3.length];
  const unique = new Set([...level1, ...level2, ...level3]).size;
  if (sizes.some((n, i) => n !== TONGYONG_LEVEL_SIZES[i]) || unique !== 8105) {
    const found = `${sizes.join('/')} (${unique} unique)`;
    throw new Error(`${TONGYONG_FILE.pathname}: levels of ${found}, expected 3500/3000/1605`);
  }
  return { level1, level2, level3 };
}

/** The 通用规范汉字表 in table order, or null when the data file is unavailable. */
export const tongyongTable = lazy(readTongyongTable);

/** 通用规范汉字表 level 1 (一级字表): the 3500 characters of everyday use. Null when unavailable. */
export const tongyongLevel1 = lazy((): Charset | null => {
  const table = tongyongTable();
  if (!table) return null;
  return { name: 'tongyong-level1', label: '通用规范汉字表一级', codePoints: sortedUnique(table.level1) };
});

/** The whole 通用规范汉字表, levels 1–3: 8105 characters. Null when unavailable. */
export const tongyongAll = lazy((): Charset | null => {
  const table = tongyongTable();
  if (!table) return null;
  return {
    name: 'tongyong-all',
    label: '通用规范汉字表',
    codePoints: sortedUnique([...table.level1, ...table.level2, ...table.level3]),
  };
});
