/**
 * The block-puzzle slider captcha, in the AJ-Captcha protocol: `createPuzzle` draws a puzzle and
 * keeps its answer under a one-use token; `checkPuzzle` takes the answer and compares the
 * client's AES-encrypted position with it; a pass leaves a `captchaVerification` that other
 * endpoints (sending a code) consume once with `consumeCaptchaVerification`.
 *
 * All state is in the cache, so several instances share it (with Redis) and expiry follows the
 * host's clock.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { ApiDeps } from '../../deps.ts';
import { aesDecrypt, aesEncrypt } from './aes.ts';
import { HEIGHT, WIDTH, loadBackgrounds } from './backgrounds.ts';
import { PIECE, cutPuzzle } from './images.ts';

export const CAPTCHA_TYPE = 'blockPuzzle';
export const PUZZLE_TTL_MS = 2 * 60_000;
export const VERIFICATION_TTL_MS = 3 * 60_000;
export const TOLERANCE_PX = 5;
/** The captcha's own lockout: this many failures within the window lock the client out. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 60_000;
export const LOCKOUT_MS = 5 * 60_000;

export const MESSAGES = {
  wrongPlace: '验证失败，请重新拖动滑块',
  expired: '验证码已过期，请刷新后重试',
  locked: (minutes: number) => `验证过于频繁，请 ${minutes} 分钟后再试`,
};

export type Outcome<T> = { status: 'ok'; data: T } | { status: 'failed' | 'locked'; message: string };

export interface PuzzleData {
  originalImageBase64: string;
  jigsawImageBase64: string;
  token: string;
  secretKey: string;
  result: false;
  opAdmin: false;
}

export interface CheckData {
  token: string;
  result: true;
  captchaType: typeof CAPTCHA_TYPE;
}

interface Answer {
  x: number;
  y: number;
  secretKey: string;
}

const hash = (s: string) => createHash('sha256').update(s).digest('hex');
const keys = {
  answer: (token: string) => `captcha:answer:${token}`,
  // Hashed: the ciphertext is long and the key need not reveal it.
  verified: (verification: string) => `captcha:verified:${hash(verification)}`,
  failures: (client: string) => `captcha:failures:${client}`,
  lock: (client: string) => `captcha:lock:${client}`,
};

const now = (deps: ApiDeps) => (deps.now?.() ?? new Date()).getTime();

const KEY_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 16 random characters: one AES-128 key as UTF-8, as AJ-Captcha's `secretKey`. */
function newSecretKey(): string {
  return Array.from({ length: 16 }, () => KEY_CHARS[randomInt(KEY_CHARS.length)]).join('');
}

/** The refusal while `client` is locked out, saying how long is left; null when it is not. */
async function lockout(deps: ApiDeps, client: string): Promise<Outcome<never> | null> {
  const until = await deps.cache.get(keys.lock(client));
  if (!until) return null;
  const minutes = Math.max(1, Math.ceil((Number(until) - now(deps)) / 60_000));
  return { status: 'locked', message: MESSAGES.locked(minutes) };
}

/** Counts a failed check; the MAX_FAILURES-th within the window starts the lockout. */
async function failure(deps: ApiDeps, client: string, message: string): Promise<Outcome<never>> {
  const count = await deps.cache.incr(keys.failures(client), FAILURE_WINDOW_MS);
  if (count >= MAX_FAILURES) {
    await deps.cache.set(keys.lock(client), String(now(deps) + LOCKOUT_MS), LOCKOUT_MS);
    await deps.cache.del(keys.failures(client));
  }
  return { status: 'failed', message };
}

export async function createPuzzle(deps: ApiDeps, client: string): Promise<Outcome<PuzzleData>> {
  const locked = await lockout(deps, client);
  if (locked) return locked;
  const backgrounds = await loadBackgrounds();
  const background = backgrounds[randomInt(backgrounds.length)]!;
  // Well right of the piece's start at the left edge, and fully inside the image.
  const x = randomInt(PIECE + 50, WIDTH - PIECE - 5 + 1);
  const y = randomInt(5, HEIGHT - PIECE - 5 + 1);
  const { original, jigsaw } = await cutPuzzle(background, x, y);
  const token = randomUUID().replaceAll('-', '');
  const secretKey = newSecretKey();
  const answer: Answer = { x, y, secretKey };
  await deps.cache.set(keys.answer(token), JSON.stringify(answer), PUZZLE_TTL_MS);
  return {
    status: 'ok',
    data: {
      originalImageBase64: original.toString('base64'),
      jigsawImageBase64: jigsaw.toString('base64'),
      token,
      secretKey,
      result: false,
      opAdmin: false,
    },
  };
}

/** The x of the client's `{"x":…,"y":…}`, or null when it is not that. */
function xOf(plain: string | null): number | null {
  if (plain === null) return null;
  try {
    const x = (JSON.parse(plain) as { x?: unknown } | null)?.x;
    return typeof x === 'number' && Number.isFinite(x) ? x : null;
  } catch {
    return null;
  }
}

export async function checkPuzzle(deps: ApiDeps, client: string, token: string, pointJson: string): Promise<Outcome<CheckData>> {
  const locked = await lockout(deps, client);
  if (locked) return locked;
  // Taken, not read: a token is checked once, whatever the result.
  const stored = await deps.cache.take(keys.answer(token));
  if (!stored) return failure(deps, client, MESSAGES.expired);
  const answer = JSON.parse(stored) as Answer;
  const plain = aesDecrypt(pointJson, answer.secretKey);
  const x = xOf(plain);
  if (x === null || Math.abs(x - answer.x) > TOLERANCE_PX) return failure(deps, client, MESSAGES.wrongPlace);
  // The client computes the same string (AJ-Captcha's captchaVerification) and hands it on.
  const verification = aesEncrypt(`${token}---${plain}`, answer.secretKey);
  await deps.cache.set(keys.verified(verification), '1', VERIFICATION_TTL_MS);
  return { status: 'ok', data: { token, result: true, captchaType: CAPTCHA_TYPE } };
}

/** For endpoints behind the captcha (sendCode): true once for a passed check, within 3 minutes. */
export async function consumeCaptchaVerification(deps: ApiDeps, captchaVerification: string): Promise<boolean> {
  if (!captchaVerification) return false;
  return (await deps.cache.take(keys.verified(captchaVerification))) === '1';
}
