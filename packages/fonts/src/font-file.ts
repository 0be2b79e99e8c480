/**
 * Reads a font file as a brand operator drops it in — TTF, OTF, TTC/OTC, WOFF or WOFF2 — into what
 * the catalogue stores: the file to keep (WOFF/WOFF2 decoded to sfnt) and a description of each face.
 */
import * as fontkit from 'fontkit';
import { computeCoverage, type Coverage } from './coverage/index.ts';
import { decodeWoff, decodeWoff2 } from './decode-woff.ts';
import { FontReadError } from './errors.ts';

export type SourceFormat = 'ttf' | 'otf' | 'ttc' | 'woff' | 'woff2';

export interface FontFile {
  format: SourceFormat;
  /** What to store: an sfnt, or the collection as it came. */
  stored: Uint8Array;
  storedExt: 'ttf' | 'otf' | 'ttc';
  faceCount: number;
}

const tag = (d: Uint8Array) => String.fromCharCode(d[0] ?? 0, d[1] ?? 0, d[2] ?? 0, d[3] ?? 0);
const sfntExt = (d: Uint8Array) => (tag(d) === 'OTTO' ? 'otf' : 'ttf');

export async function readFontFile(data: Uint8Array): Promise<FontFile> {
  if (data.byteLength < 12) throw new FontReadError('不是字体文件：文件太小');
  const magic = tag(data);
  if (magic === 'wOFF') {
    const stored = decodeWoff(data);
    return { format: 'woff', stored, storedExt: sfntExt(stored), faceCount: 1 };
  }
  if (magic === 'wOF2') {
    const stored = await decodeWoff2(data);
    return { format: 'woff2', stored, storedExt: sfntExt(stored), faceCount: 1 };
  }
  if (magic === 'ttcf') {
    const count = new DataView(data.buffer, data.byteOffset).getUint32(8);
    if (count < 1 || count > 256) throw new FontReadError('字体集合文件已损坏');
    return { format: 'ttc', stored: data, storedExt: 'ttc', faceCount: count };
  }
  if (magic === 'OTTO' || magic === 'true' || (data[0] === 0 && data[1] === 1 && data[2] === 0 && data[3] === 0)) {
    return { format: sfntExt(data), stored: data, storedExt: sfntExt(data), faceCount: 1 };
  }
  throw new FontReadError('不是字体文件：只支持 TTF、OTF、TTC/OTC、WOFF 和 WOFF2');
}

/** A single font (not a collection) from its bytes. */
export const openFont = (data: Uint8Array): fontkit.Font => openFace(data, 0);

/** One face of a stored file (the only one, or face `index` of a collection). */
export function openFace(stored: Uint8Array, index = 0): fontkit.Font {
  let opened: unknown;
  try {
    opened = fontkit.create(stored);
  } catch {
    throw new FontReadError('无法读取字体文件：文件已损坏或不是字体');
  }
  const collection = opened as { fonts?: fontkit.Font[] };
  const font = collection.fonts ? collection.fonts[index] : index === 0 ? (opened as fontkit.Font) : undefined;
  if (!font) throw new FontReadError(`字体集合中没有第 ${index + 1} 款字体`);
  return font;
}

export interface VariationAxis {
  tag: string;
  name: string;
  min: number;
  default: number;
  max: number;
}

export interface FaceDescription {
  familyName: string;
  familyNameZh: string | null;
  styleName: string;
  fullName: string | null;
  postscriptName: string | null;
  version: string | null;
  weight: number;
  /** OS/2 width class 1–9, 5 = normal. */
  width: number;
  italic: boolean;
  designer: string | null;
  manufacturer: string | null;
  vendor: string | null;
  licenseText: string | null;
  licenseUrl: string | null;
  glyphCount: number;
  axes: VariationAxis[];
  coverage: Coverage;
}

/** The name record of `key`, in Simplified Chinese when the font has it, else English, else any. */
function nameOf(font: fontkit.Font, key: string): string | null {
  const records = font.name?.records[key];
  if (!records) return null;
  const value = records['zh'] ?? records['zh-CN'] ?? records['zh-Hans'] ?? records['en'] ?? Object.values(records)[0];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function englishName(font: fontkit.Font, key: string): string | null {
  const value = font.name?.records[key]?.['en'];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function zhName(font: fontkit.Font, key: string): string | null {
  const records = font.name?.records[key];
  const value = records?.['zh'] ?? records?.['zh-CN'] ?? records?.['zh-Hans'] ?? records?.['zh-TW'] ?? records?.['zh-HK'];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * The CSS weight of a face. Some fonts state 250 for Thin and ExtraLight alike (so old Windows
 * renders them at all); the style name then tells them apart.
 */
function cssWeight(usWeightClass: number | undefined, styleName: string): number {
  const weight = usWeightClass ?? 400;
  if (weight < 300) {
    if (/thin|hairline/i.test(styleName)) return 100;
    if (/extra\s*light|ultra\s*light/i.test(styleName)) return 200;
  }
  return weight;
}

export function describeFace(font: fontkit.Font): FaceDescription {
  try {
    const os2 = font['OS/2'] as { usWeightClass?: number; usWidthClass?: number; fsSelection?: { italic?: boolean }; vendorID?: string } | undefined;
    const axes = Object.entries((font as unknown as { variationAxes?: Record<string, { name: string; min: number; default: number; max: number }> }).variationAxes ?? {}).map(
      ([tag, a]) => ({ tag, name: a.name, min: a.min, default: a.default, max: a.max }),
    );
    const styleName = englishName(font, 'preferredSubfamily') ?? englishName(font, 'fontSubfamily') ?? 'Regular';
    const family = englishName(font, 'preferredFamily') ?? englishName(font, 'fontFamily') ?? nameOf(font, 'fontFamily') ?? font.postscriptName ?? '未命名字体';
    return {
      familyName: family,
      familyNameZh: zhName(font, 'preferredFamily') ?? zhName(font, 'fontFamily'),
      styleName,
      fullName: nameOf(font, 'fullName'),
      postscriptName: font.postscriptName,
      version: nameOf(font, 'version'),
      weight: cssWeight(os2?.usWeightClass, styleName),
      width: os2?.usWidthClass ?? 5,
      italic: Boolean(os2?.fsSelection?.italic),
      designer: nameOf(font, 'designer'),
      manufacturer: nameOf(font, 'manufacturer'),
      vendor: os2?.vendorID?.replace(/\0/g, '').trim() || null,
      licenseText: nameOf(font, 'license'),
      licenseUrl: nameOf(font, 'licenseURL'),
      glyphCount: font.numGlyphs,
      axes,
      coverage: computeCoverage(font.characterSet),
    };
  } catch (error) {
    if (error instanceof FontReadError) throw error;
    throw new FontReadError('字体文件内容不完整，无法读取其信息');
  }
}
