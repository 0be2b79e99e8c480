/**
 * Draws a line of text as SVG paths from the font's own glyph outlines, so a page can show a
 * font in its face without downloading the font. Missing glyphs (.notdef) are left as a gap and
 * reported, so the caller can mark them.
 */
import type { Font } from 'fontkit';

export interface OutlineSvgOptions {
  /** Output height of the em box in px (the SVG scales freely; this fixes the viewBox units). */
  size?: number;
  fill?: string;
  /** Draws the characters `font` lacks, in `fallbackFill`, so a preview never has holes. */
  fallback?: Font;
  fallbackFill?: string;
}

export interface OutlineSvg {
  svg: string;
  width: number;
  height: number;
  missing: string[];
}

const round = (n: number) => Math.round(n * 10) / 10;

export function drawTextAsSvg(font: Font, text: string, options: OutlineSvgOptions = {}): OutlineSvg {
  const size = options.size ?? 64;
  const fill = options.fill ?? '#1d1b19';
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  const ascent = font.ascent * scale;
  const height = (font.ascent - font.descent) * scale;
  const missing: string[] = [];
  let x = 0;
  let d = '';
  let dFallback = '';
  run.glyphs.forEach((glyph, i) => {
    const pos = run.positions[i]!;
    if (glyph.id !== 0) {
      d += glyph.path.scale(scale, -scale).translate(x + pos.xOffset * scale, ascent - pos.yOffset * scale).toSVG();
      x += pos.xAdvance * scale;
      return;
    }
    const char = String.fromCodePoint(...(glyph.codePoints.length ? glyph.codePoints : [0xfffd]));
    missing.push(char);
    const stand = options.fallback?.glyphForCodePoint(char.codePointAt(0)!);
    if (stand && stand.id !== 0) {
      const fs = size / options.fallback!.unitsPerEm;
      dFallback += stand.path.scale(fs, -fs).translate(x, ascent).toSVG();
      x += stand.advanceWidth * fs;
    } else {
      x += pos.xAdvance * scale;
    }
  });
  const width = Math.max(1, Math.ceil(x));
  // Round coordinates to 0.1 px: a third of the bytes, no visible difference at preview sizes.
  const compact = (p: string) => p.replace(/-?\d+\.\d+/g, (n) => String(round(Number(n))));
  const marked = dFallback
    ? `<path fill="${options.fallbackFill ?? '#9a7b4f'}" fill-opacity="0.55" data-fallback="${escapeXml(missing.join(''))}" d="${compact(dFallback)}"/>`
    : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${round(height)}" ` +
    `width="${width}" height="${round(height)}" role="img"><title>${escapeXml(text)}</title>` +
    `<path fill="${fill}" d="${compact(d)}"/>${marked}</svg>`;
  return { svg, width, height, missing };
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
