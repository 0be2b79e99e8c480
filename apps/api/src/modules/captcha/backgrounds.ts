/**
 * The puzzle backgrounds: a few "ink" scenes in the brand's look (rice paper, ink wash, brush
 * characters drawn from Ma Shan Zheng's outlines, a red seal, gold rules), made once per process
 * and kept in memory as raw RGBA. Paper grain covers every pixel, so no part of an image is flat
 * and a cut-out piece fits in one place only.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { drawTextAsSvg, openFont } from '@hanmo/fonts';

export const WIDTH = 310;
export const HEIGHT = 155;

/** A background as raw pixels: RGBA, row by row. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

type Font = ReturnType<typeof openFont>;

const INK = '#1d1b19';
const PAPER = '#f6f1e7';
const WASH = '#e8e1d3';
const SEAL = '#b3372a';
const GOLD = '#9a7b4f';

/** Characters of each scene (big brush strokes) and its seal. */
const SCENES = [
  { text: '翰墨', seal: '墨', motto: '一笔一画 皆有来处' },
  { text: '书法', seal: '翰', motto: '笔墨纸砚 文房四宝' },
  { text: '字库', seal: '印', motto: '横竖撇捺 点提折钩' },
  { text: '山水', seal: '字', motto: '落笔生花 墨分五色' },
];

/** Deterministic randomness (mulberry32): the same scenes on every start. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function loadBrushFont(): Font | null {
  try {
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve('@expo-google-fonts/ma-shan-zheng/package.json'));
    return openFont(fs.readFileSync(path.join(dir, '400Regular/MaShanZheng_400Regular.ttf')));
  } catch {
    // Without the font the scenes still have wash, seal and grain: plainer, equally usable.
    return null;
  }
}

/** The glyph paths of `text` placed at (x, y), without the outer <svg>. */
function textPaths(font: Font | null, text: string, size: number, fill: string, transform: string, opacity = 1): string {
  if (!font) return '';
  const inner = drawTextAsSvg(font, text, { size, fill })
    .svg.replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')
    .replace(/<title>.*?<\/title>/, '');
  return `<g transform="${transform}" opacity="${opacity}">${inner}</g>`;
}

function sceneSvg(font: Font | null, scene: (typeof SCENES)[number], rand: () => number): string {
  const washes = Array.from({ length: 4 }, () => {
    const [cx, cy, rx, ry] = [rand() * WIDTH, rand() * HEIGHT, 40 + rand() * 70, 20 + rand() * 40];
    return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${rand() < 0.5 ? WASH : INK}" fill-opacity="${rand() < 0.5 ? 0.9 : 0.08}"/>`;
  }).join('');
  const chars = [...scene.text]
    .map((ch, i) => {
      const size = 96 + rand() * 24;
      const x = 30 + i * 120 + rand() * 30;
      const y = 5 + rand() * 15;
      return textPaths(font, ch, size, INK, `translate(${x} ${y}) rotate(${(rand() - 0.5) * 14} ${size / 2} ${size / 2})`, 0.7 + rand() * 0.2);
    })
    .join('');
  const sealX = WIDTH - 40;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<defs><filter id="soft"><feGaussianBlur stdDeviation="9"/></filter></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${PAPER}"/>` +
    `<g filter="url(#soft)">${washes}</g>` +
    `<line x1="8" y1="${HEIGHT - 22}" x2="${WIDTH - 8}" y2="${HEIGHT - 22}" stroke="${GOLD}" stroke-width="0.8"/>` +
    textPaths(font, scene.motto, 12, GOLD, `translate(10 ${HEIGHT - 20})`) +
    chars +
    `<rect x="${sealX}" y="10" width="28" height="28" rx="3" fill="${SEAL}"/>` +
    textPaths(font, scene.seal, 22, PAPER, `translate(${sealX + 3} 11)`) +
    `</svg>`
  );
}

/** Paper fibre: a small brightness change on every pixel, the same on all three channels. */
function addGrain(image: RawImage, rand: () => number): RawImage {
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    const n = Math.round((rand() - 0.5) * 24);
    for (let c = 0; c < 3; c++) data[i + c] = Math.min(255, Math.max(0, data[i + c]! + n));
  }
  return image;
}

async function render(font: Font | null, scene: (typeof SCENES)[number], seed: number): Promise<RawImage> {
  const rand = seeded(seed);
  const { data, info } = await sharp(Buffer.from(sceneSvg(font, scene, rand)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return addGrain({ data, width: info.width, height: info.height }, rand);
}

let backgrounds: Promise<RawImage[]> | undefined;

/** All backgrounds, drawn on first use and kept for the life of the process (about 0.8 MB). */
export function loadBackgrounds(): Promise<RawImage[]> {
  if (!backgrounds) {
    const font = loadBrushFont();
    backgrounds = Promise.all(SCENES.map((scene, i) => render(font, scene, 1000 + i)));
    // A failed drawing is not kept: the next request tries again.
    backgrounds.catch(() => {
      backgrounds = undefined;
    });
  }
  return backgrounds;
}
