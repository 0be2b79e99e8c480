/**
 * The slider captcha (AJ-Captcha protocol) over HTTP, and `consumeCaptchaVerification` at unit
 * level. The tests solve each puzzle from its images alone, as a client's eye would: the piece's
 * opaque pixels are matched against every position of the background, and only at the hole is
 * the background an ink-darkened copy of the piece.
 */
import { createCipheriv } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MemoryCache } from '@hanmo/cache';
import type { ApiDeps } from '../src/deps.ts';
import { checkPuzzle, consumeCaptchaVerification, createPuzzle } from '../src/modules/captcha/service.ts';
import { type TestServer, startServer } from '../../../test/support/server.ts';

// ── A client of the protocol ────────────────────────────────────────────────────────────────

interface PuzzleData {
  originalImageBase64: string;
  jigsawImageBase64: string;
  token: string;
  secretKey: string;
}

function aes(plain: string, secretKey: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(secretKey, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** What an AJ-Captcha client sends for a slide to `x`, and the captchaVerification it then computes. */
function answerFor(p: PuzzleData, x: number) {
  const plain = JSON.stringify({ x, y: 5 });
  return { pointJson: aes(plain, p.secretKey), captchaVerification: aes(`${p.token}---${plain}`, p.secretKey) };
}

async function pixels(base64: string) {
  const { data, info } = await sharp(Buffer.from(base64, 'base64')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The x of the hole. Compares the piece's inner pixels (fully opaque, 3 px from its outline) with
 * the background at every x: at the hole the background is the same pixels darkened, i.e. a
 * linear function of them (h = a·p + b, 0 < a < 1), and paper grain makes every other place differ.
 */
async function solve(p: PuzzleData): Promise<number> {
  const bg = await pixels(p.originalImageBase64);
  const piece = await pixels(p.jigsawImageBase64);
  const opaque = (i: number, j: number) => i >= 0 && j >= 0 && i < piece.width && j < piece.height && piece.data[(j * piece.width + i) * 4 + 3] === 255;
  const inner: Array<[number, number]> = [];
  for (let j = 0; j < piece.height; j++)
    for (let i = 0; i < piece.width; i++) {
      let all = true;
      for (let dj = -3; dj <= 3 && all; dj++) for (let di = -3; di <= 3 && all; di++) all = opaque(i + di, j + dj);
      if (all) inner.push([i, j]);
    }
  expect(inner.length).toBeGreaterThan(300);
  let best = { x: -1, residual: Infinity };
  for (let x = 0; x + piece.width <= bg.width; x++) {
    const s = { n: 0, p: 0, h: 0, pp: 0, ph: 0, hh: 0 };
    for (const [i, j] of inner)
      for (let c = 0; c < 3; c++) {
        const pv = piece.data[(j * piece.width + i) * 4 + c]!;
        const hv = bg.data[(j * bg.width + x + i) * 4 + c]!;
        s.n += 1;
        s.p += pv;
        s.h += hv;
        s.pp += pv * pv;
        s.ph += pv * hv;
        s.hh += hv * hv;
      }
    const { n } = s;
    // Least squares of h on p: slope a, and the mean squared residual.
    const cov = s.ph - (s.p * s.h) / n;
    const a = cov / (s.pp - (s.p * s.p) / n);
    const residual = (s.hh - (s.h * s.h) / n - a * cov) / n;
    if (a > 0.1 && a < 0.9 && residual < best.residual) best = { x, residual };
  }
  return best.x;
}

// ── Over HTTP ────────────────────────────────────────────────────────────────────────────────

let server: TestServer;
beforeAll(async () => {
  // TRUST_PROXY: each test speaks as its own client (X-Forwarded-For), so failures in one test
  // do not count toward another's lockout.
  server = await startServer({ dialect: inject('dialect'), redisUrl: inject('redisUrl') || undefined, env: { NODE_ENV: 'test', TRUST_PROXY: 'true' } });
});
afterAll(() => server?.stop());

async function post(path: string, body: unknown, client = '203.0.113.1') {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}
const advance = (ms: number) => post('/__test__/clock', { advanceMs: ms });

async function getPuzzle(client?: string): Promise<PuzzleData> {
  const { status, body } = await post('/captcha/get', { captchaType: 'blockPuzzle', clientUid: 'test', ts: Date.now() }, client);
  expect(status).toBe(200);
  expect(body.repCode).toBe('0000');
  return body.repData;
}
const check = (p: PuzzleData, x: number, client?: string) =>
  post('/captcha/check', { captchaType: 'blockPuzzle', token: p.token, pointJson: answerFor(p, x).pointJson }, client);

describe('POST /captcha/get', () => {
  it('answers a 310×155 background and a 47×155 transparent piece in the AJ-Captcha shape', async () => {
    const { status, body } = await post('/captcha/get', { captchaType: 'blockPuzzle' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ repCode: '0000', repMsg: null, success: true, repData: { result: false, opAdmin: false } });
    const p = body.repData;
    expect(p.token).toMatch(/^\w{16,}$/);
    expect(p.secretKey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(p.originalImageBase64).not.toMatch(/^data:/);
    const original = await sharp(Buffer.from(p.originalImageBase64, 'base64')).metadata();
    expect([original.format, original.width, original.height]).toEqual(['png', 310, 155]);
    const jigsaw = await sharp(Buffer.from(p.jigsawImageBase64, 'base64')).metadata();
    expect([jigsaw.format, jigsaw.width, jigsaw.height, jigsaw.hasAlpha]).toEqual(['png', 47, 155, true]);
    // The piece is a 47 px tall shape somewhere in the strip; the rest is transparent.
    const strip = await pixels(p.jigsawImageBase64);
    const rows = Array.from({ length: strip.height }, (_, j) => j).filter((j) =>
      Array.from({ length: strip.width }, (_, i) => strip.data[(j * strip.width + i) * 4 + 3]!).some((a) => a > 0),
    );
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.length).toBeLessThanOrEqual(47);
  });

  it('draws a different puzzle each time', async () => {
    const [a, b] = [await getPuzzle(), await getPuzzle()];
    expect(a.token).not.toBe(b.token);
    expect(a.secretKey).not.toBe(b.secretKey);
  });
});

describe('POST /captcha/check', () => {
  it('passes the piece slid to its place', async () => {
    const p = await getPuzzle('203.0.113.10');
    const x = await solve(p);
    expect(x).toBeGreaterThanOrEqual(47);
    const { status, body } = await check(p, x, '203.0.113.10');
    expect(status).toBe(200);
    expect(body).toEqual({ repCode: '0000', repMsg: null, success: true, error: false, repData: { token: p.token, result: true, captchaType: 'blockPuzzle' } });
  });

  it.each([5, -5, 2.5])('passes %s px off', async (off) => {
    const p = await getPuzzle('203.0.113.11');
    const { body } = await check(p, (await solve(p)) + off, '203.0.113.11');
    expect(body.repCode).toBe('0000');
  });

  it.each([20, -20])('refuses %s px off with repCode 6111 (HTTP 200, as AJ-Captcha)', async (off) => {
    const p = await getPuzzle('203.0.113.12');
    const { status, body } = await check(p, (await solve(p)) + off, '203.0.113.12');
    expect(status).toBe(200);
    expect(body).toEqual({ repCode: '6111', repMsg: '验证失败，请重新拖动滑块', success: false, error: true, repData: null });
  });

  it('checks a token once: after a pass, and after a miss', async () => {
    const p = await getPuzzle('203.0.113.13');
    const x = await solve(p);
    expect((await check(p, x, '203.0.113.13')).body.repCode).toBe('0000');
    const again = await check(p, x, '203.0.113.13');
    expect(again.body).toMatchObject({ repCode: '6111', repMsg: '验证码已过期，请刷新后重试' });

    const q = await getPuzzle('203.0.113.13');
    const right = await solve(q);
    expect((await check(q, right + 30, '203.0.113.13')).body.repCode).toBe('6111');
    expect((await check(q, right, '203.0.113.13')).body.repMsg).toBe('验证码已过期，请刷新后重试');
  });

  it('refuses an unknown token and a position not encrypted with the secretKey', async () => {
    const unknown = await post('/captcha/check', { captchaType: 'blockPuzzle', token: 'no-such-token', pointJson: 'AAAA' }, '203.0.113.14');
    expect(unknown.body).toMatchObject({ repCode: '6111', repMsg: '验证码已过期，请刷新后重试', success: false });
    const p = await getPuzzle('203.0.113.14');
    const x = await solve(p);
    const wrongKey = aes(JSON.stringify({ x, y: 5 }), 'ABCDEFGHIJKLMNOP');
    const res = await post('/captcha/check', { captchaType: 'blockPuzzle', token: p.token, pointJson: wrongKey }, '203.0.113.14');
    expect(res.body).toMatchObject({ repCode: '6111', repMsg: '验证失败，请重新拖动滑块' });
  });

  it('refuses a token older than 2 minutes', async () => {
    const p = await getPuzzle('203.0.113.15');
    const x = await solve(p);
    await advance(121_000);
    const { body } = await check(p, x, '203.0.113.15');
    expect(body).toMatchObject({ repCode: '6111', repMsg: '验证码已过期，请刷新后重试' });
  });
});

describe('the captcha lockout', () => {
  const client = '203.0.113.20';

  it('refuses a client for 5 minutes after 5 failed checks, saying how long to wait', async () => {
    for (let n = 1; n <= 5; n++) {
      const p = await getPuzzle(client);
      const { status, body } = await check(p, (await solve(p)) + 40, client);
      expect([status, body.repCode]).toEqual([200, '6111']);
    }
    const locked = await post('/captcha/get', { captchaType: 'blockPuzzle' }, client);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ repCode: '6201', repMsg: '验证过于频繁，请 5 分钟后再试', success: false, error: true, repData: null });
    const lockedCheck = await post('/captcha/check', { captchaType: 'blockPuzzle', token: 'x', pointJson: 'AAAA' }, client);
    expect([lockedCheck.status, lockedCheck.body.repCode]).toEqual([429, '6201']);
    // Others are not affected.
    await getPuzzle('203.0.113.21');

    await advance(2 * 60_000);
    expect((await post('/captcha/get', { captchaType: 'blockPuzzle' }, client)).body.repMsg).toBe('验证过于频繁，请 3 分钟后再试');
    await advance(3 * 60_000);
    const p = await getPuzzle(client);
    expect((await check(p, await solve(p), client)).body.repCode).toBe('0000');
  });

  it('does not count failures older than a minute', async () => {
    const other = '203.0.113.22';
    for (let n = 1; n <= 4; n++) expect((await check(await getPuzzle(other), 0, other)).body.repCode).toBe('6111');
    await advance(61_000);
    expect((await check(await getPuzzle(other), 0, other)).body.repCode).toBe('6111');
    expect((await post('/captcha/get', { captchaType: 'blockPuzzle' }, other)).status).toBe(200);
  });
});

describe('malformed bodies', () => {
  it.each([
    ['/captcha/get', {}],
    ['/captcha/get', { captchaType: 'clickWord' }],
    ['/captcha/get', { captchaType: 'blockPuzzle', ts: 'yesterday' }],
    ['/captcha/check', { captchaType: 'blockPuzzle', pointJson: 'AAAA' }],
    ['/captcha/check', { captchaType: 'blockPuzzle', token: 'abc', pointJson: 42 }],
    ['/captcha/check', '{"captchaType":'],
  ])('%s %j → 400 envelope', async (path, body) => {
    const res = await post(path, body, '203.0.113.30');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: '400', data: null });
    expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('documents both endpoints in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as any;
    expect(doc.paths['/captcha/get'].post).toBeDefined();
    expect(doc.paths['/captcha/check'].post.responses['429']).toBeDefined();
  });
});

// ── consumeCaptchaVerification (used by sendCode), at unit level with a fake clock ─────────────

describe('consumeCaptchaVerification', () => {
  let clock = Date.parse('2026-03-01T08:00:00Z');
  const deps = { cache: new MemoryCache(() => clock), now: () => new Date(clock) } as unknown as ApiDeps;

  async function pass(): Promise<string> {
    const created = await createPuzzle(deps, '198.51.100.1');
    if (created.status !== 'ok') throw new Error(created.message);
    const p = created.data;
    const { pointJson, captchaVerification } = answerFor(p, await solve(p));
    expect((await checkPuzzle(deps, '198.51.100.1', p.token, pointJson)).status).toBe('ok');
    return captchaVerification;
  }

  it('accepts a passed check once', async () => {
    const v = await pass();
    expect(await consumeCaptchaVerification(deps, v)).toBe(true);
    expect(await consumeCaptchaVerification(deps, v)).toBe(false);
  });

  it('refuses unknown values and a failed check', async () => {
    expect(await consumeCaptchaVerification(deps, '')).toBe(false);
    expect(await consumeCaptchaVerification(deps, 'bm90IGEgdmVyaWZpY2F0aW9u')).toBe(false);
    const created = await createPuzzle(deps, '198.51.100.2');
    if (created.status !== 'ok') throw new Error(created.message);
    const miss = answerFor(created.data, (await solve(created.data)) + 25);
    expect((await checkPuzzle(deps, '198.51.100.2', created.data.token, miss.pointJson)).status).toBe('failed');
    expect(await consumeCaptchaVerification(deps, miss.captchaVerification)).toBe(false);
  });

  it('lives 3 minutes', async () => {
    const early = await pass();
    const late = await pass();
    clock += 3 * 60_000 - 1000;
    expect(await consumeCaptchaVerification(deps, early)).toBe(true);
    clock += 2000;
    expect(await consumeCaptchaVerification(deps, late)).toBe(false);
  });
});
