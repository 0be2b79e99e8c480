/**
 * Password login throttling: after 5 failures for an account, 15 minutes locked (with a message
 * saying so); per client address, 30 failures in 15 minutes. Unknown accounts count like known ones.
 */
import { ApiError } from '@hanmo/contract';
import type { ApiDeps } from '../../deps.ts';

export const LOGIN_LIMITS = { perAccount: 5, perIp: 30, windowMs: 15 * 60_000 } as const;

export function passwordLimits(deps: ApiDeps, account: string, ip: string) {
  const accountKey = `login-fail:${account.toLowerCase()}`;
  const ipKey = `login-fail-ip:${ip}`;
  const lockKey = `login-lock:${account.toLowerCase()}`;
  return {
    async refuseIfLocked() {
      if (await deps.cache.get(lockKey)) throw new ApiError(429, '密码错误次数过多，账号已锁定 15 分钟；请稍后再试，或使用验证码登录');
      const ipFailures = Number((await deps.cache.get(ipKey)) ?? 0);
      if (ipFailures >= LOGIN_LIMITS.perIp) throw new ApiError(429, '登录尝试过于频繁，请 15 分钟后再试');
    },
    async recordFailure() {
      await deps.cache.incr(ipKey, LOGIN_LIMITS.windowMs);
      if ((await deps.cache.incr(accountKey, LOGIN_LIMITS.windowMs)) >= LOGIN_LIMITS.perAccount) {
        await deps.cache.set(lockKey, '1', LOGIN_LIMITS.windowMs);
        await deps.cache.del(accountKey);
      }
    },
    async clear() {
      await deps.cache.del(accountKey);
    },
  };
}
