/**
 * Who is asking: the session token from the `{product}-authenticate` header or the `token` cookie
 * (design §4), looked up by its hash. A missing token is "not logged in" (401); an unknown,
 * expired or revoked one answers the business code S00106, on which the pages clear their token.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { ApiError, TOKEN_COOKIE, TOKEN_INVALID_CODE } from '@hanmo/contract';
import type { ApiDeps } from '../deps.ts';

export interface SessionUser {
  id: number;
  nickname: string;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The request's token. A cookie alone does not authenticate a state-changing request: it must also
 * carry `X-Requested-With: XMLHttpRequest`, which a cross-site form cannot send (CSRF, design §4).
 */
export function tokenOf(c: Context, deps: ApiDeps): string | undefined {
  const header = c.req.header(deps.config.authHeader);
  if (header) return header;
  const cookie = getCookie(c, TOKEN_COOKIE);
  if (cookie && !['GET', 'HEAD'].includes(c.req.method) && c.req.header('x-requested-with') !== 'XMLHttpRequest') {
    throw new ApiError(403, '请求来源校验失败，请刷新页面后重试');
  }
  return cookie || undefined;
}

/** The signed-in user, or a 401 (no token) / 401 + S00106 (token invalid or expired). */
export async function requireUser(c: Context, deps: ApiDeps): Promise<SessionUser> {
  const token = tokenOf(c, deps);
  if (!token) throw new ApiError(401, '请先登录');
  const now = (deps.now?.() ?? new Date()).toISOString();
  const row = await deps.db.db
    .selectFrom('user_session')
    .innerJoin('app_user', 'app_user.id', 'user_session.user_id')
    .select(['app_user.id as id', 'app_user.nickname as nickname'])
    .where('user_session.token_hash', '=', hashToken(token))
    .where('user_session.revoked_at', 'is', null)
    .where('user_session.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) throw new ApiError(401, '登录已过期，请重新登录', TOKEN_INVALID_CODE);
  return row;
}
