/**
 * The API conventions of design §4, once: every error becomes `{ code, message, data: null }`
 * with the catalogue's Chinese message; validation errors name the field; unknown paths under the
 * API's prefixes answer 404, known paths with the wrong method 405.
 */
import type { Context, Env, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { ApiError, errorEnvelope } from '@hanmo/contract';
import { validationMessage } from '@hanmo/contract/schemas';
import type { Logger } from 'pino';

export function errorResponse(c: Context, status: number, message?: string, code?: string) {
  return c.json(errorEnvelope(status, message, code), status as ContentfulStatusCode);
}

/** `defaultHook` of OpenAPIHono: a failed schema check answers 400 with the field named. */
export function validationHook(result: { success: boolean; error?: ZodError }, c: Context) {
  if (!result.success && result.error) return errorResponse(c, 400, validationMessage(result.error));
  return undefined;
}

export function onError(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof ApiError) return errorResponse(c, err.status, err.message, err.code);
    if (err instanceof HTTPException) {
      // Hono raises these for malformed JSON bodies and similar client mistakes.
      return errorResponse(c, err.status, err.status === 400 ? '请求格式有误，请检查后重试' : undefined);
    }
    logger.error({ err, path: c.req.path }, 'unhandled API error');
    return errorResponse(c, 500);
  };
}

function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg === '*' ? '.*' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** Not found → 404 envelope, unless the path exists under another method → 405. */
export function notFoundOrMethodNotAllowed<E extends Env>(app: Hono<E>) {
  let patterns: Array<{ method: string; re: RegExp }> | undefined;
  return (c: Context) => {
    patterns ??= app.routes.filter((r) => r.method !== 'ALL').map((r) => ({ method: r.method, re: patternOf(r.path) }));
    const allowed = [...new Set(patterns.filter((p) => p.re.test(c.req.path)).map((p) => p.method))];
    if (allowed.length) {
      c.header('Allow', allowed.join(', '));
      return errorResponse(c, 405);
    }
    return errorResponse(c, 404);
  };
}
