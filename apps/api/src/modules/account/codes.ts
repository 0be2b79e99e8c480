/**
 * One-time codes: 6 digits from a CSPRNG, stored hashed in the cache, bound to the account and the
 * purpose, valid 5 minutes, one use, dead after 5 wrong tries. Sending is limited: 60 s between
 * sends to one account, 10 a day per account, 20 a day per client address; a refused send sends
 * nothing. All times by the injected clock.
 */
import { createHmac, randomInt } from 'node:crypto';
import { ApiError } from '@hanmo/contract';
import type { ApiDeps } from '../../deps.ts';

export const CODE_PURPOSES = ['register', 'login', 'reset', 'bind'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const CODE_RULES = {
  ttlMs: 5 * 60_000,
  maxTries: 5,
  resendAfterMs: 60_000,
  perAccountPerDay: 10,
  perIpPerDay: 20,
} as const;

const DAY_MS = 86_400_000;

interface StoredCode {
  hash: string;
  tries: number;
  expiresAt: number;
}

const keyOf = (purpose: CodePurpose, account: string) => `code:${purpose}:${account.toLowerCase()}`;
const nowMs = (deps: ApiDeps) => (deps.now?.() ?? new Date()).getTime();
/** Keyed hash: a leaked cache reveals no code (6 digits are too few to store as a plain hash). */
const hashOf = (deps: ApiDeps, purpose: CodePurpose, account: string, code: string) =>
  createHmac('sha256', deps.signingSecret).update(`${purpose}\n${account.toLowerCase()}\n${code}`).digest('hex');

/** Makes and stores a code for the account, or answers 429 when a limit says no (nothing stored). */
export async function issueCode(deps: ApiDeps, purpose: CodePurpose, account: string, ip: string): Promise<string> {
  const acct = account.toLowerCase();
  if (!(await deps.cache.setIfAbsent(`code-wait:${acct}`, '1', CODE_RULES.resendAfterMs))) {
    throw new ApiError(429, '验证码发送太频繁，请 60 秒后再试');
  }
  if ((await deps.cache.incr(`code-day:${acct}`, DAY_MS)) > CODE_RULES.perAccountPerDay) {
    throw new ApiError(429, '该账号今天获取验证码的次数已达上限，请明天再试');
  }
  if ((await deps.cache.incr(`code-ip:${ip}`, DAY_MS)) > CODE_RULES.perIpPerDay) {
    throw new ApiError(429, '当前网络今天获取验证码的次数已达上限，请明天再试');
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const stored: StoredCode = { hash: hashOf(deps, purpose, acct, code), tries: 0, expiresAt: nowMs(deps) + CODE_RULES.ttlMs };
  await deps.cache.set(keyOf(purpose, acct), JSON.stringify(stored), CODE_RULES.ttlMs);
  return code;
}

/** Voids an issued code that could not be delivered, and lifts the 60 s wait. */
export async function withdrawCode(deps: ApiDeps, purpose: CodePurpose, account: string): Promise<void> {
  await deps.cache.del(keyOf(purpose, account.toLowerCase()));
  await deps.cache.del(`code-wait:${account.toLowerCase()}`);
}

/** Spends the code if it is right (one use); a wrong one counts a try. Answers whether it was right. */
export async function checkCode(deps: ApiDeps, purpose: CodePurpose, account: string, code: string): Promise<boolean> {
  const key = keyOf(purpose, account);
  const raw = await deps.cache.get(key);
  if (!raw) return false;
  const stored = JSON.parse(raw) as StoredCode;
  if (stored.expiresAt <= nowMs(deps)) {
    await deps.cache.del(key);
    return false;
  }
  if (/^\d{6}$/.test(code) && hashOf(deps, purpose, account, code) === stored.hash) {
    // take(): two requests with the same right code cannot both pass.
    return (await deps.cache.take(key)) !== null;
  }
  stored.tries++;
  if (stored.tries >= CODE_RULES.maxTries) await deps.cache.del(key);
  else await deps.cache.set(key, JSON.stringify(stored), stored.expiresAt - nowMs(deps));
  return false;
}

export const CODE_MESSAGES = {
  wrong: '验证码错误或已失效，请重新获取',
  sentSms: '验证码已发送，请查收短信',
  sentEmail: '验证码已发送，请查收邮件',
} as const;
