/**
 * Cuts the jigsaw piece out of a background, as AJ-Captcha lays it out: the background with the
 * hole shaded in ink and outlined, and the piece on a transparent strip of the background's full
 * height (PIECE px wide), at the hole's height, so the client only moves it sideways.
 */
import sharp from 'sharp';
import { HEIGHT, type RawImage, WIDTH } from './backgrounds.ts';

export const PIECE = 47;

/**
 * The piece's outline within its 47 × 47 box: a square body with a knob on top and on the right
 * and a notch on the left (arcs of radius 7 and 5), the shape people know as a puzzle piece.
 */
const PIECE_PATH = 'M1,12 H12 A7,7 0 1 1 24,12 H35 V23 A7,7 0 1 1 35,35 V46 H1 V35 A5,5 0 0 0 1,25 Z';

/** How strongly the hole is darkened with ink, and the colour and strength of the outlines. */
const HOLE_SHADE = 0.55;
const INK = [29, 27, 25] as const;
const EDGE = [246, 241, 231] as const;
const EDGE_STRENGTH = 0.8;

interface Masks {
  /** Coverage of the piece, 0–255, PIECE × PIECE. */
  fill: Uint8Array;
  /** Coverage of its outline stroke. */
  edge: Uint8Array;
}

async function alphaOf(shape: string): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE}" height="${PIECE}">${shape}</svg>`;
  const { data } = await sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  return new Uint8Array(data);
}

let masks: Promise<Masks> | undefined;
function loadMasks(): Promise<Masks> {
  masks ??= Promise.all([
    alphaOf(`<path d="${PIECE_PATH}" fill="#fff"/>`),
    alphaOf(`<path d="${PIECE_PATH}" fill="none" stroke="#fff" stroke-width="1.5"/>`),
  ]).then(([fill, edge]) => ({ fill, edge }));
  return masks;
}

const mix = (a: number, b: number, t: number) => Math.round(a * (1 - t) + b * t);

export interface Puzzle {
  /** The background with the hole, PNG, WIDTH × HEIGHT. */
  original: Buffer;
  /** The piece on a transparent PIECE × HEIGHT strip, PNG. */
  jigsaw: Buffer;
}

/** The puzzle with the piece's box at (x, y) of `background` (which is left unchanged). */
export async function cutPuzzle(background: RawImage, x: number, y: number): Promise<Puzzle> {
  const { fill, edge } = await loadMasks();
  const hole = Buffer.from(background.data);
  const strip = Buffer.alloc(PIECE * HEIGHT * 4);
  for (let j = 0; j < PIECE; j++) {
    for (let i = 0; i < PIECE; i++) {
      const m = fill[j * PIECE + i]! / 255;
      const e = (edge[j * PIECE + i]! / 255) * EDGE_STRENGTH;
      if (m === 0 && e === 0) continue;
      const src = ((y + j) * WIDTH + (x + i)) * 4;
      const dst = ((y + j) * PIECE + i) * 4;
      for (let c = 0; c < 3; c++) {
        const original = background.data[src + c]!;
        hole[src + c] = mix(mix(original, INK[c]!, HOLE_SHADE * m), EDGE[c]!, e);
        strip[dst + c] = mix(original, EDGE[c]!, e);
      }
      strip[dst + 3] = Math.round(255 * Math.max(m, e));
    }
  }
  const raw = (data: Buffer, width: number) => sharp(data, { raw: { width, height: HEIGHT, channels: 4 } });
  const [original, jigsaw] = await Promise.all([raw(hole, WIDTH).removeAlpha().png().toBuffer(), raw(strip, PIECE).png().toBuffer()]);
  return { original, jigsaw };
}
