import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, loadOrCreateSecret, signUrl, verifySignedUrl } from './index.ts';

const secret = 'test-secret-test-secret-test-secret';
const at = (iso: string) => new Date(iso);
const parse = (u: string) => new URL(u, 'http://x');

describe('signed URLs', () => {
  const url = signUrl(secret, '/files/download', { f: 'ma-shan-zheng', u: '7' }, at('2026-11-22T10:10:00Z'));

  it('verify before expiry and give back their parameters', () => {
    expect(verifySignedUrl(secret, parse(url), at('2026-11-22T10:09:59Z'))).toEqual({ ok: true, params: { f: 'ma-shan-zheng', u: '7' } });
  });

  it('expire', () => {
    expect(verifySignedUrl(secret, parse(url), at('2026-11-22T10:10:01Z'))).toEqual({ ok: false, reason: 'expired' });
  });

  it.each([
    ['another font', (u: URL) => u.searchParams.set('f', 'noto-serif-sc')],
    ['another user', (u: URL) => u.searchParams.set('u', '8')],
    ['a later expiry', (u: URL) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600))],
    ['another path', (u: URL) => (u.pathname = '/files/other')],
    ['a cut signature', (u: URL) => u.searchParams.set('sig', u.searchParams.get('sig')!.slice(1))],
    ['no signature', (u: URL) => u.searchParams.delete('sig')],
  ])('refuse %s', (_, tamper) => {
    const u = parse(url);
    tamper(u);
    expect(verifySignedUrl(secret, u, at('2026-11-22T10:00:00Z'))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuse another secret', () => {
    expect(verifySignedUrl('another-secret-another-secret-xx', parse(url), at('2026-11-22T10:00:00Z')).ok).toBe(false);
  });
});

describe('the signing secret', () => {
  it('is generated once per data folder and kept', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanmo-secret-'));
    const first = loadOrCreateSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadOrCreateSecret(undefined, dir)).toBe(first);
    expect(loadOrCreateSecret('configured', dir)).toBe('configured');
    fs.rmSync(dir, { recursive: true });
  });
});

describe('Content-Disposition', () => {
  it('carries the Chinese name (RFC 5987) and an ASCII fallback', () => {
    expect(attachmentDisposition('马善政毛笔楷书-Regular.ttf', 'Ma Shan Zheng-Regular.ttf')).toBe(
      `attachment; filename="Ma Shan Zheng-Regular.ttf"; filename*=UTF-8''${encodeURIComponent('马善政毛笔楷书-Regular.ttf')}`,
    );
  });
});
