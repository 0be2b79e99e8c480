/** Who the client is, for limits: its address (from X-Forwarded-For only when TRUST_PROXY is set). */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { ApiDeps } from '../deps.ts';

export function clientIp(c: Context, deps: ApiDeps): string {
  if (deps.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    // In-process, the host hands its own connection bindings on with the request.
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
