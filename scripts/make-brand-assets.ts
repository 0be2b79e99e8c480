/**
 * Makes the brand assets of 翰墨字库 from the project's own brush font (Ma Shan Zheng, 马善政毛笔楷书):
 * the seal mark, the wordmark, the favicon, the PWA icons and manifest, and a paper-grain tile.
 *
 *   node_modules/.bin/node scripts/make-brand-assets.ts
 *
 * Everything is drawn from glyph outlines (paths only, no <text>), so the SVGs need no font and
 * the PNGs come out the same on every machine. The output is deterministic: the worn edge of the
 * seal uses a fixed seed.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Font } from 'fontkit';
import { openFont, drawTextAsSvg } from '../packages/fonts/src/index.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'apps/web/public');
const fontFile = join(root, 'node_modules/@expo-google-fonts/ma-shan-zheng/400Regular/MaShanZheng_400Regular.ttf');

const COLORS = {
  ink: '#1d1b19',
  paper: '#f6f1e7',
  wash: '#e8e1d3',
  seal: '#b3372a',
  gold: '#9a7b4f',
} as const;

const r1 = (n: number) => String(Math.round(n * 10) / 10);
/** Rounds every decimal in an SVG path to 0.1 unit (a third of the bytes, nothing visible). */
const compact = (d: string) => d.replace(/-?\d+\.\d+/g, (n) => r1(Number(n))).replace(/(\d)\s+-/g, '$1-');

/** Small deterministic PRNG (mulberry32), so the seal's worn edge is the same on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Draws one character so that its ink (not its em box) fills `box`: the glyph is scaled by
 * `sx`/`sy` derived from the box, so characters in a seal can be drawn narrow (长体) as carvers do.
 */
function glyphInBox(font: Font, ch: string, box: Box): string {
  const glyph = font.glyphsForString(ch)[0];
  if (!glyph || glyph.id === 0) throw new Error(`字体缺少「${ch}」`);
  const b = glyph.path.bbox;
  const sx = box.w / (b.maxX - b.minX);
  const sy = box.h / (b.maxY - b.minY);
  return glyph.path
    .translate(-b.minX, -b.maxY)
    .scale(sx, -sy)
    .translate(box.x, box.y)
    .toSVG();
}

/**
 * The outline of the seal: a square with softly rounded corners whose edge wanders by a fraction
 * of a unit, like the stone's edge printed through paper. Returned as a closed polygon path.
 */
function wornSquare(x0: number, y0: number, size: number, radius: number, wobble: number, seed: number): string {
  const rand = rng(seed);
  // Walk the rounded square's perimeter in equal steps.
  const straight = size - 2 * radius;
  const arc = (Math.PI / 2) * radius;
  const perimeter = 4 * (straight + arc);
  const steps = 256;
  // Three small chips off the stone's edge, as [position along the perimeter, half-width, depth].
  const chips: [number, number, number][] = [
    [0.3, 0.005, 2.4],
    [0.58, 0.007, 1.8],
    [0.9, 0.006, 2.6],
  ];
  // Smooth noise: a few random control values, interpolated with a cosine ease.
  const knots = 24;
  const values = Array.from({ length: knots }, () => rand() * 2 - 1);
  const noise = (t: number) => {
    const p = t * knots;
    const i = Math.floor(p) % knots;
    const f = p - Math.floor(p);
    const e = (1 - Math.cos(Math.PI * f)) / 2;
    return values[i]! * (1 - e) + values[(i + 1) % knots]! * e;
  };
  const pts: string[] = [];
  for (let k = 0; k < steps; k++) {
    const t = k / steps;
    let s = t * perimeter;
    // Position along the perimeter: 4 × (edge then corner), starting at top-left after the corner.
    let px = 0;
    let py = 0;
    let nx = 0;
    let ny = 0;
    const seg = straight + arc;
    const side = Math.floor(s / seg);
    s -= side * seg;
    const c = [
      { ox: x0 + radius, oy: y0, dx: 1, dy: 0, cx: x0 + size - radius, cy: y0 + radius, a0: -Math.PI / 2 },
      { ox: x0 + size, oy: y0 + radius, dx: 0, dy: 1, cx: x0 + size - radius, cy: y0 + size - radius, a0: 0 },
      { ox: x0 + size - radius, oy: y0 + size, dx: -1, dy: 0, cx: x0 + radius, cy: y0 + size - radius, a0: Math.PI / 2 },
      { ox: x0, oy: y0 + size - radius, dx: 0, dy: -1, cx: x0 + radius, cy: y0 + radius, a0: Math.PI },
    ][side % 4]!;
    if (s <= straight) {
      px = c.ox + c.dx * s;
      py = c.oy + c.dy * s;
      nx = c.dy;
      ny = -c.dx;
    } else {
      const a = c.a0 + ((s - straight) / arc) * (Math.PI / 2);
      nx = Math.cos(a);
      ny = Math.sin(a);
      px = c.cx + radius * nx;
      py = c.cy + radius * ny;
    }
    // Only ever eat into the square (a seal never prints outside its stone).
    let inset = wobble * (0.5 + 0.5 * noise(t)) + wobble * 0.35 * (rand() - 0.5) * 0.5;
    for (const [tc, w, depth] of chips) {
      const u = Math.abs(t - tc) / w;
      if (u < 1) inset += depth * (1 - u * u);
    }
    pts.push(`${r1(px - nx * inset)} ${r1(py - ny * inset)}`);
  }
  return `M${pts[0]}L${pts.slice(1).join(' ')}Z`;
}

/**
 * The seal (白文印): red stone, the two characters in paper colour, read right column first —
 * 翰 on the right, 墨 on the left — each drawn narrow to fill its half, as a carver would.
 */
function makeSeal(font: Font): string {
  const S = 200;
  const edge = wornSquare(0, 0, S, 9, 1.6, 7);
  const margin = 16; // between the stone's edge and the characters
  const gutter = 9; // between the two columns
  const inner = S - 2 * margin - gutter;
  // 翰 is the wider character (左右结构), so its column gets a little more room than 墨's.
  const rightW = inner * 0.53;
  const leftW = inner - rightW;
  const colH = S - 2 * margin;
  const right: Box = { x: margin + leftW + gutter, y: margin, w: rightW, h: colH };
  const left: Box = { x: margin, y: margin, w: leftW, h: colH };
  const chars = compact(glyphInBox(font, '翰', right) + glyphInBox(font, '墨', left));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${S} ${S}" role="img">` +
    `<title>翰墨字库</title>` +
    `<path fill="${COLORS.seal}" d="${edge}"/>` +
    // A hairline of the same colour round each stroke: brush hairlines survive at favicon size.
    `<path fill="${COLORS.paper}" stroke="${COLORS.paper}" stroke-width="1.5" stroke-linejoin="round" d="${chars}"/>` +
    `</svg>\n`
  );
}

/** The wordmark: 翰墨字库 in one horizontal line, cropped to the ink, recolourable. */
function makeWordmark(font: Font): string {
  const size = 100;
  const { svg, missing } = drawTextAsSvg(font, '翰墨字库', { size, fill: 'currentColor' });
  if (missing.length) throw new Error(`字体缺少：${missing.join('')}`);
  // Tight viewBox from the actual ink of the run.
  const run = font.layout('翰墨字库');
  const scale = size / font.unitsPerEm;
  let x = 0;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  run.glyphs.forEach((g, i) => {
    const b = g.path.bbox;
    minX = Math.min(minX, x + b.minX * scale);
    maxX = Math.max(maxX, x + b.maxX * scale);
    minY = Math.min(minY, (font.ascent - b.maxY) * scale);
    maxY = Math.max(maxY, (font.ascent - b.minY) * scale);
    x += run.positions[i]!.xAdvance * scale;
  });
  const pad = 1;
  const vx = Math.floor(minX - pad);
  const vy = Math.floor(minY - pad);
  const vw = Math.ceil(maxX + pad) - vx;
  const vh = Math.ceil(maxY + pad) - vy;
  const d = /<path [^>]*d="([^"]*)"/.exec(svg)![1]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${vx} ${vy} ${vw} ${vh}" role="img">` +
    `<title>翰墨字库</title><path fill="currentColor" d="${d}"/></svg>\n`
  );
}

/**
 * Rice-paper grain: fine fractal noise plus long soft fibres, in ink at very low opacity over
 * transparency, tiling seamlessly (stitchTiles) so it can sit on any paper-coloured background.
 */
function makePaperGrain(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">` +
    `<filter id="g" x="0" y="0" width="100%" height="100%">` +
    `<feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="3" seed="3" stitchTiles="stitch"/>` +
    `<feColorMatrix values="0 0 0 0 .11 0 0 0 0 .1 0 0 0 0 .09 0 0 0 -2.2 1.35"/>` +
    `</filter>` +
    `<filter id="f" x="0" y="0" width="100%" height="100%">` +
    `<feTurbulence type="fractalNoise" baseFrequency=".018 .07" numOctaves="2" seed="8" stitchTiles="stitch"/>` +
    `<feColorMatrix values="0 0 0 0 .6 0 0 0 0 .48 0 0 0 0 .31 0 0 0 -2.6 1.45"/>` +
    `</filter>` +
    `<rect width="240" height="240" filter="url(#g)" opacity=".09"/>` +
    `<rect width="240" height="240" filter="url(#f)" opacity=".05"/>` +
    `</svg>\n`
  );
}

function write(rel: string, data: string | Buffer): string {
  const file = join(publicDir, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
  return file;
}

async function png(svg: string, size: number, rel: string, options: { background?: string; inset?: number } = {}) {
  const inset = options.inset ?? 0;
  const inner = Math.round(size * (1 - 2 * inset));
  // Rasterise at high density, then downsample: crisper brush edges than rendering at size.
  const mark = await sharp(Buffer.from(svg), { density: Math.max(72, Math.ceil((72 * inner * 4) / 200)) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  const pad = Math.floor((size - inner) / 2);
  const background = options.background ?? '#00000000';
  await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: mark, left: pad, top: pad }])
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, rel));
}

async function main() {
  const font = openFont(readFileSync(fontFile));
  const seal = makeSeal(font);
  const wordmark = makeWordmark(font);
  const grain = makePaperGrain();

  const written = [
    write('brand/seal.svg', seal),
    write('favicon.svg', seal),
    write('brand/wordmark.svg', wordmark),
    write('brand/paper-grain.svg', grain),
  ];

  mkdirSync(join(publicDir, 'icons'), { recursive: true });
  await png(seal, 64, 'icons/icon-64.png', { inset: 0.03 });
  await png(seal, 512, 'icons/icon-512.png', { inset: 0.03 });
  await png(seal, 180, 'icons/apple-touch-icon.png', { background: COLORS.paper, inset: 0.16 });
  written.push(
    join(publicDir, 'icons/icon-64.png'),
    join(publicDir, 'icons/icon-512.png'),
    join(publicDir, 'icons/apple-touch-icon.png'),
  );

  const manifest = {
    name: '翰墨字库',
    short_name: '翰墨字库',
    description: '中文书法与国风字体：一笔一画，皆有来处',
    lang: 'zh-CN',
    start_url: '/',
    display: 'standalone',
    background_color: COLORS.paper,
    theme_color: COLORS.ink,
    icons: [
      { src: '/icons/icon-64.png', sizes: '64x64', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
  written.push(write('manifest.webmanifest', JSON.stringify(manifest, null, 2) + '\n'));

  for (const file of written) {
    const bytes = readFileSync(file).length;
    console.log(`${file.slice(root.length + 1)}  ${(bytes / 1024).toFixed(1)} KB`);
  }
}

await main();
