/** Reads what the catalogue needs from a font file: names, weight, glyph count. */
import * as fontkit from 'fontkit';

export interface FontMetadata {
  familyName: string;
  /** The zh-CN family name when the font has one. */
  familyNameZh: string | null;
  styleName: string;
  postscriptName: string | null;
  version: string | null;
  weight: number;
  glyphCount: number;
  unitsPerEm: number;
}

export class FontReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FontReadError';
  }
}

export function openFont(data: Uint8Array): fontkit.Font {
  try {
    const font = fontkit.create(data);
    if (!font || typeof (font as { layout?: unknown }).layout !== 'function') {
      throw new FontReadError('字体集合（TTC/OTC）请逐个导入其中的字体');
    }
    return font;
  } catch (error) {
    if (error instanceof FontReadError) throw error;
    throw new FontReadError('无法读取字体文件：文件已损坏或不是字体');
  }
}

function zhName(font: fontkit.Font, key: string): string | null {
  const records = font.name?.records[key];
  if (!records) return null;
  return records['zh'] ?? records['zh-CN'] ?? records['zh-Hans'] ?? null;
}

export function readFontMetadata(data: Uint8Array): FontMetadata {
  const font = openFont(data);
  return {
    familyName: font.getName('preferredFamily') ?? font.familyName ?? font.postscriptName ?? '未命名字体',
    familyNameZh: zhName(font, 'preferredFamily') ?? zhName(font, 'fontFamily'),
    styleName: font.getName('preferredSubfamily') ?? font.subfamilyName ?? 'Regular',
    postscriptName: font.postscriptName,
    version: font.version,
    weight: font['OS/2']?.usWeightClass ?? 400,
    glyphCount: font.numGlyphs,
    unitsPerEm: font.unitsPerEm,
  };
}
