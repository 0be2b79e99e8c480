/**
 * Solves the slider captcha the way a person does — by looking: it finds where the piece fits by
 * matching the piece's pixels against the shaded gap in the background (normalised correlation of
 * brightness), with no backdoor into the server. Tests use it to get a `captchaVerification`.
 */
import { createCipheriv } from 'node:crypto';
import sharp from 'sharp';

export interface Puzzle {
  originalImageBase64: string;
  jigsawImageBase64: string;
  token: string;
  secretKey: string;
}

const brightness = (d: Uint8Array | Buffer, at: number) => 0.299 * d[at]! + 0.587 * d[at + 1]! + 0.114 * d[at + 2]!;

/**
 * The x (in image pixels) where the piece's left edge belongs: the gap is the background darkened
 * with ink, so at the right place every gap pixel is about (1 − shade) × the piece's own pixel.
 * Only the piece's interior counts (its outline is drawn in another colour).
 */
export async function findGap(puzzle: Puzzle): Promise<number> {
  const SHADE = 0.55;
  const INK = 28;
  const bg = await sharp(Buffer.from(puzzle.originalImageBase64, 'base64')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const piece = await sharp(Buffer.from(puzzle.jigsawImageBase64, 'base64')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const w = piece.info.width;
  const opaque = (i: number, row: number) => i >= 0 && i < w && row >= 0 && row < piece.info.height && piece.data[(row * w + i) * 4 + 3] === 255;
  const points: Array<{ i: number; row: number; expected: number }> = [];
  for (let row = 0; row < piece.info.height; row++) {
    for (let i = 0; i < w; i++) {
      const interior = [-2, 0, 2].every((dy) => [-2, 0, 2].every((dx) => opaque(i + dx, row + dy)));
      if (interior) points.push({ i, row, expected: brightness(piece.data, (row * w + i) * 4) * (1 - SHADE) + INK * SHADE });
    }
  }
  let best = { x: 0, error: Infinity };
  for (let x = 0; x + w <= bg.info.width; x++) {
    let error = 0;
    for (const p of points) error += Math.abs(brightness(bg.data, (p.row * bg.info.width + x + p.i) * 4) - p.expected);
    if (error < best.error) best = { x, error };
  }
  return best.x;
}

export function aesEcb(text: string, key: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

async function post(url: string, body: unknown) {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { repCode: string; repMsg: string | null; repData: any } };
}

export async function getPuzzle(base: string): Promise<Puzzle> {
  const { body } = await post(`${base}/captcha/get`, { captchaType: 'blockPuzzle' });
  if (body.repCode !== '0000') throw new Error(`captcha/get answered ${body.repCode} ${body.repMsg}`);
  return body.repData as Puzzle;
}

/** A fresh captcha, solved: the `captchaVerification` that sending a code needs. */
export async function solveCaptcha(base: string): Promise<string> {
  const puzzle = await getPuzzle(base);
  const point = JSON.stringify({ x: await findGap(puzzle), y: 5 });
  const { body } = await post(`${base}/captcha/check`, { captchaType: 'blockPuzzle', token: puzzle.token, pointJson: aesEcb(point, puzzle.secretKey) });
  if (body.repCode !== '0000') throw new Error(`captcha/check answered ${body.repCode} ${body.repMsg}`);
  return aesEcb(`${puzzle.token}---${point}`, puzzle.secretKey);
}
