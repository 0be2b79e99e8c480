/**
 * Signed, expiring URLs (for font downloads): an HMAC-SHA256 over the path, the parameters and
 * the expiry. Anyone holding the URL may use it until it expires; changing any part breaks it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

function signature(secret: string, pathname: string, params: Record<string, string>, expires: number): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHmac('sha256', secret).update(`${pathname}\n${canonical}\n${expires}`).digest('base64url');
}

/** `pathname?…params&exp=<unix seconds>&sig=<hmac>` */
export function signUrl(secret: string, pathname: string, params: Record<string, string>, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const query = new URLSearchParams({ ...params, exp: String(expires), sig: signature(secret, pathname, params, expires) });
  return `${pathname}?${query}`;
}

export type SignedUrlCheck = { ok: true; params: Record<string, string> } | { ok: false; reason: 'invalid' | 'expired' };

export function verifySignedUrl(secret: string, url: URL, now: Date = new Date()): SignedUrlCheck {
  const params: Record<string, string> = {};
  for (const [k, v] of url.searchParams) if (k !== 'exp' && k !== 'sig') params[k] = v;
  const expires = Number(url.searchParams.get('exp'));
  const given = Buffer.from(url.searchParams.get('sig') ?? '');
  const wanted = Buffer.from(signature(secret, url.pathname, params, expires));
  if (!Number.isInteger(expires) || given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { ok: false, reason: 'invalid' };
  if (expires * 1000 < now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, params };
}

/**
 * The signing secret: the configured one, or one generated once and kept in the data folder, so
 * URLs survive restarts. Several instances must share one (configure SIGNING_SECRET).
 */
export function loadOrCreateSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'signing-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** Content-Disposition for a download with a Chinese name (RFC 6266 / RFC 5987), with an ASCII fallback. */
export function attachmentDisposition(fileName: string, asciiFallback: string): string {
  const ascii = asciiFallback.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
