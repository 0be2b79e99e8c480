/**
 * Slider captcha endpoints in the AJ-Captcha protocol, so its existing clients work unchanged:
 * answers are `{ repCode, repMsg, repData, success, error }`, not the site's `{ code, message,
 * data }`, and a failed check is HTTP 200 with repCode "6111" (AJ-Captcha's clients read the
 * repCode, not the status). Only the lockout uses a status of its own, 429 with "6201"; malformed
 * bodies get the site's 400 envelope like every other endpoint.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { API_PATHS } from '@hanmo/contract';
import { errorBodySchema } from '@hanmo/contract/schemas';
import type { ApiDeps } from '../../deps.ts';
import { clientIp } from '../../http/client.ts';
import { validationHook } from '../../http/errors.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { CAPTCHA_TYPE, type Outcome, checkPuzzle, createPuzzle } from './service.ts';

export const REP_CODES = { ok: '0000', failed: '6111', locked: '6201' } as const;

const captchaType = z.literal(CAPTCHA_TYPE).openapi({ description: '验证码类型：仅支持滑块拼图 blockPuzzle' });
// AJ-Captcha clients send a client id; limits here go by the client's address, so it is accepted and unused.
const clientUid = z.string().max(128).optional().openapi({ description: '客户端标识（AJ-Captcha 客户端会发送；本站不使用）' });

const getBodySchema = z.object({ captchaType, clientUid, ts: z.number().optional().openapi({ description: '客户端时间戳（不使用）' }) });
const checkBodySchema = z.object({
  captchaType,
  token: z.string().min(1).max(128).openapi({ description: '获取验证码时得到的 token' }),
  pointJson: z.string().min(1).max(1024).openapi({ description: 'base64(AES-128-ECB/PKCS#7，密钥为 secretKey) 加密的 {"x":滑动距离,"y":5}' }),
  clientUid,
});

const replySchema = <T extends z.ZodType>(data: T) =>
  z.object({
    repCode: z.string().openapi({ description: '"0000" 成功；"6111" 验证失败或已过期；"6201" 验证过于频繁' }),
    repMsg: z.string().nullable(),
    repData: data.nullable(),
    success: z.boolean(),
    error: z.boolean(),
  });
const puzzleSchema = z.object({
  originalImageBase64: z.string().openapi({ description: '背景图（310×155 PNG，base64，无 data: 前缀），拼图位置已挖空' }),
  jigsawImageBase64: z.string().openapi({ description: '拼图块（47×155 透明 PNG，base64），块位于其高度处' }),
  token: z.string(),
  secretKey: z.string().openapi({ description: '16 位 AES 密钥，用于加密 pointJson' }),
  result: z.literal(false),
  opAdmin: z.literal(false),
});
const checkSchema = z.object({ token: z.string(), result: z.literal(true), captchaType: z.literal(CAPTCHA_TYPE) });

const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const refusals = {
  400: jsonResponse(errorBodySchema, '请求体无效（站点通用格式 { code, message, data }）'),
  429: jsonResponse(replySchema(z.null()), '同一地址 1 分钟内校验失败 5 次后锁定 5 分钟：repCode "6201"，repMsg 说明需等待多久'),
};

const getRoute = createRoute({
  method: 'post',
  path: API_PATHS.captchaGet,
  tags: ['验证码'],
  summary: '获取滑块拼图验证码（2 分钟内有效，只能校验一次）',
  request: body(getBodySchema),
  responses: { 200: jsonResponse(replySchema(puzzleSchema), '背景图、拼图块、token 与 secretKey'), ...refusals },
});

const checkRoute = createRoute({
  method: 'post',
  path: API_PATHS.captchaCheck,
  tags: ['验证码'],
  summary:
    '校验滑块位置（误差 5 像素内通过）。通过后客户端以 AES(secretKey) 加密 token + "---" + pointJson 明文得到 captchaVerification，' +
    '3 分钟内可用一次（如发送验证码）',
  request: body(checkBodySchema),
  responses: {
    200: jsonResponse(replySchema(checkSchema), '通过（repCode "0000"）；未通过、token 过期或未知时同为 HTTP 200，repCode "6111"'),
    ...refusals,
  },
});

function reply<T>(c: Context, outcome: Outcome<T>) {
  if (outcome.status === 'ok') return c.json({ repCode: REP_CODES.ok, repMsg: null, repData: outcome.data, success: true, error: false }, 200);
  const locked = outcome.status === 'locked';
  const body = { repCode: locked ? REP_CODES.locked : REP_CODES.failed, repMsg: outcome.message, repData: null, success: false, error: true };
  return locked ? c.json(body, 429) : c.json(body, 200);
}

export function captchaRoutes(deps: ApiDeps) {
  const app = new OpenAPIHono({ defaultHook: validationHook });
  app.openapi(getRoute, async (c) => reply(c, await createPuzzle(deps, clientIp(c, deps))) as never);
  app.openapi(checkRoute, async (c) => {
    const { token, pointJson } = c.req.valid('json');
    return reply(c, await checkPuzzle(deps, clientIp(c, deps), token, pointJson)) as never;
  });
  return app;
}
