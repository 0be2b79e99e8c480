// The part of fontkit's API this package uses (fontkit ships no types).
declare module 'fontkit' {
  export interface Path {
    commands: Array<{ command: string; args: number[] }>;
    toSVG(): string;
    scale(sx: number, sy?: number): Path;
    translate(x: number, y: number): Path;
    readonly bbox: { minX: number; minY: number; maxX: number; maxY: number; width: number; height: number };
  }
  export interface Glyph {
    id: number;
    path: Path;
    advanceWidth: number;
    codePoints: number[];
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
  }
  export interface Font {
    postscriptName: string | null;
    fullName: string | null;
    familyName: string | null;
    subfamilyName: string | null;
    version: string | null;
    numGlyphs: number;
    unitsPerEm: number;
    ascent: number;
    descent: number;
    characterSet: number[];
    'OS/2'?: { usWeightClass?: number };
    name?: { records: Record<string, Record<string, string> | undefined> };
    getName(key: string, lang?: string): string | null;
    layout(text: string): GlyphRun;
    glyphsForString(text: string): Glyph[];
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphForCodePoint(codePoint: number): Glyph;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
