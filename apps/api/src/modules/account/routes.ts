/** Account endpoints (spec §7 User): codes, registration, login, user info, logout. */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { bodyLimit } from 'hono/body-limit';
import { API_PATHS, ApiError, TOKEN_COOKIE, ok } from '@hanmo/contract';
import {
  PROFILE_LIMITS,
  bindAccountBodySchema,
  envelopeSchema,
  errorBodySchema,
  loginAnswerSchema,
  resetCodeVerifyBodySchema,
  resetPasswordBodySchema,
  resetTicketSchema,
  unbindAccountBodySchema,
  updatePasswordBodySchema,
  loginBodySchema,
  registerEmailBodySchema,
  registerPhoneBodySchema,
  sendCodeBodySchema,
  smsLoginBodySchema,
  userInfoSchema,
} from '@hanmo/contract/schemas';
import type { ApiDeps } from '../../deps.ts';
import { requireUser, tokenOf } from '../../http/auth.ts';
import { clientIp } from '../../http/client.ts';
import { validationHook } from '../../http/errors.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { type LoginAnswer, accountService } from './service.ts';

const errors = (codes: Record<number, string>) =>
  Object.fromEntries(Object.entries(codes).map(([status, text]) => [status, jsonResponse(errorBodySchema, text)]));
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const loggedIn = jsonResponse(envelopeSchema(loginAnswerSchema), '登录成功：令牌与有效期（秒）；同时设置 HttpOnly 的 token Cookie');

const sendCodeRoute = createRoute({
  method: 'post',
  path: API_PATHS.sendCode,
  tags: ['账号'],
  summary: '发送验证码（需先通过滑块验证）；无论账号是否存在，回答都一样',
  request: body(sendCodeBodySchema),
  responses: {
    200: jsonResponse(envelopeSchema(z.null()), '已发送'),
    ...errors({ 400: '参数无效，或滑块验证已失效', 429: '发送太频繁（60 秒一次；每账号每天 10 次；每个网络每天 20 次）' }),
  },
});
const loginRoute = createRoute({
  method: 'post',
  path: API_PATHS.login,
  tags: ['账号'],
  summary: '密码登录',
  request: body(loginBodySchema),
  responses: { 200: loggedIn, ...errors({ 400: '参数无效', 401: '账号或密码错误', 429: '失败次数过多：账号锁定 15 分钟' }) },
});
const smsLoginRoute = createRoute({
  method: 'post',
  path: API_PATHS.smsLogin,
  tags: ['账号'],
  summary: '验证码登录（手机或邮箱验证码）',
  request: body(smsLoginBodySchema),
  responses: { 200: loggedIn, ...errors({ 400: '验证码错误或已失效', 404: '账号尚未注册' }) },
});
const registerPhoneRoute = createRoute({
  method: 'post',
  path: API_PATHS.registerPhone,
  tags: ['账号'],
  summary: '手机号注册（注册后即登录）',
  request: body(registerPhoneBodySchema),
  responses: { 200: loggedIn, ...errors({ 400: '参数无效、密码不合要求或验证码错误', 409: '该手机号已注册（验证码通过后才会告知）' }) },
});
const registerEmailRoute = createRoute({
  method: 'post',
  path: API_PATHS.registerEmail,
  tags: ['账号'],
  summary: '邮箱注册（注册后即登录）',
  request: body(registerEmailBodySchema),
  responses: { 200: loggedIn, ...errors({ 400: '参数无效、密码不合要求或验证码错误', 409: '该邮箱已注册（验证码通过后才会告知）' }) },
});
const userInfoRoute = createRoute({
  method: 'get',
  path: API_PATHS.userInfo,
  tags: ['账号'],
  summary: '当前登录用户的信息',
  responses: { 200: jsonResponse(envelopeSchema(userInfoSchema), '用户信息'), ...errors({ 401: '未登录，或登录已过期（code S00106）' }) },
});
const logoutRoute = createRoute({
  method: 'post',
  path: API_PATHS.logout,
  tags: ['账号'],
  summary: '退出登录：服务器端作废令牌并清除 Cookie',
  responses: { 200: jsonResponse(envelopeSchema(z.null()), '已退出') },
});

const resetVerifyRoute = createRoute({
  method: 'post',
  path: API_PATHS.resetCodeVerify,
  tags: ['账号'],
  summary: '找回密码第一步：校验验证码（type reset），换取 10 分钟内有效、只能用一次的 resetTicket',
  request: body(resetCodeVerifyBodySchema),
  responses: { 200: jsonResponse(envelopeSchema(resetTicketSchema), '重设凭据'), ...errors({ 400: '验证码错误或已失效', 404: '账号尚未注册' }) },
});
const resetPasswordRoute = createRoute({
  method: 'put',
  path: API_PATHS.resetPassword,
  tags: ['账号'],
  summary: '找回密码第二步：设置新密码；该用户的所有登录会话随之失效',
  request: body(resetPasswordBodySchema),
  responses: { 200: jsonResponse(envelopeSchema(z.null()), '已重设'), ...errors({ 400: '凭据失效或密码不合要求' }) },
});
const updatePasswordRoute = createRoute({
  method: 'put',
  path: API_PATHS.updatePassword,
  tags: ['账号'],
  summary: '修改密码（需登录）；其他设备上的登录随之失效',
  request: body(updatePasswordBodySchema),
  responses: { 200: jsonResponse(envelopeSchema(z.null()), '已修改'), ...errors({ 400: '原密码不正确或新密码不合要求', 401: '未登录' }) },
});
const bindRoute = createRoute({
  method: 'put',
  path: API_PATHS.bindAccount,
  tags: ['账号'],
  summary: '绑定手机号或邮箱（需登录；验证码 type bind 发往要绑定的账号）',
  request: body(bindAccountBodySchema),
  responses: { 200: jsonResponse(envelopeSchema(z.null()), '已绑定'), ...errors({ 400: '验证码错误', 401: '未登录', 409: '已被其他账号绑定' }) },
});
const unbindRoute = createRoute({
  method: 'put',
  path: API_PATHS.unbindAccount,
  tags: ['账号'],
  summary: '解绑手机号或邮箱（需登录）；不能解绑唯一的登录方式',
  request: body(unbindAccountBodySchema),
  responses: { 200: jsonResponse(envelopeSchema(z.null()), '已解绑'), ...errors({ 400: '未绑定，或是唯一的登录方式', 401: '未登录' }) },
});
const updateInfoRoute = createRoute({
  method: 'post',
  path: API_PATHS.updateInfo,
  tags: ['账号'],
  summary: '修改资料（需登录）：multipart 表单，字段 nickname，头像图片在可配置的文件字段（默认 file）',
  description: `头像不超过 ${PROFILE_LIMITS.avatarMaxBytes / 1024 / 1024} MB、${PROFILE_LIMITS.avatarMaxPixels} 像素以内，服务器裁成 ${PROFILE_LIMITS.avatarOutputPx} px 的 JPEG 并去掉元数据。`,
  responses: { 200: jsonResponse(envelopeSchema(userInfoSchema), '新的用户信息'), ...errors({ 400: '昵称或图片无效', 401: '未登录', 413: '上传内容过大' }) },
});

export function accountRoutes(deps: ApiDeps) {
  const app = new OpenAPIHono({ defaultHook: validationHook });
  const accounts = accountService(deps);

  const signedIn = (c: Context, answer: LoginAnswer) => {
    setCookie(c, TOKEN_COOKIE, answer.token, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: answer.expired,
      secure: deps.config.cookieSecure,
      domain: deps.config.cookieDomain,
    });
    return c.json(ok(answer, '登录成功'), 200);
  };

  app.openapi(sendCodeRoute, async (c) => c.json(ok(null, await accounts.sendCode(c.req.valid('json'), clientIp(c, deps))), 200));
  app.openapi(loginRoute, async (c) => {
    const { account, password } = c.req.valid('json');
    return signedIn(c, await accounts.loginWithPassword(account, password, clientIp(c, deps)));
  });
  app.openapi(smsLoginRoute, async (c) => {
    const { account, code } = c.req.valid('json');
    return signedIn(c, await accounts.loginWithCode(account, code));
  });
  app.openapi(registerPhoneRoute, async (c) => {
    const { phone, code, password } = c.req.valid('json');
    return signedIn(c, await accounts.register({ phone, email: null }, code, password));
  });
  app.openapi(registerEmailRoute, async (c) => {
    const { email, code, password } = c.req.valid('json');
    return signedIn(c, await accounts.register({ phone: null, email }, code, password));
  });
  app.openapi(userInfoRoute, async (c) => c.json(ok(await accounts.userInfo((await requireUser(c, deps)).id)), 200));
  app.openapi(resetVerifyRoute, async (c) => {
    const { account, code } = c.req.valid('json');
    return c.json(ok(await accounts.verifyResetCode(account, code)), 200);
  });
  app.openapi(resetPasswordRoute, async (c) => {
    const { resetTicket, password } = c.req.valid('json');
    await accounts.resetPassword(resetTicket, password);
    return c.json(ok(null, '密码已重设，请用新密码登录'), 200);
  });
  app.openapi(updatePasswordRoute, async (c) => {
    const user = await requireUser(c, deps);
    const { oldPassword, password } = c.req.valid('json');
    await accounts.changePassword(user.id, tokenOf(c, deps)!, oldPassword, password, clientIp(c, deps));
    return c.json(ok(null, '密码已修改'), 200);
  });
  app.openapi(bindRoute, async (c) => {
    const user = await requireUser(c, deps);
    const { account, code } = c.req.valid('json');
    await accounts.bind(user.id, account, code);
    return c.json(ok(null, '绑定成功'), 200);
  });
  app.openapi(unbindRoute, async (c) => {
    const user = await requireUser(c, deps);
    await accounts.unbind(user.id, c.req.valid('json').type);
    return c.json(ok(null, '已解绑'), 200);
  });
  // A body over the limit is refused while it streams in, before it is buffered.
  app.use(API_PATHS.updateInfo, bodyLimit({ maxSize: PROFILE_LIMITS.avatarMaxBytes + 64 * 1024, onError: () => { throw new ApiError(413, '上传内容过大，头像请不要超过 5 MB'); } }));
  app.openapi(updateInfoRoute, async (c) => {
    const user = await requireUser(c, deps);
    const form = await c.req.parseBody().catch(() => {
      throw new ApiError(400, '请以 multipart/form-data 提交资料');
    });
    const nickname = typeof form.nickname === 'string' ? form.nickname : undefined;
    const file = form[deps.config.uploadFieldName];
    const avatar = file instanceof File && file.size > 0 ? file : undefined;
    if (file !== undefined && !(file instanceof File)) throw new ApiError(400, `参数 ${deps.config.uploadFieldName} 无效：应为图片文件`);
    return c.json(ok(await accounts.updateProfile(user.id, { nickname, avatar }), '资料已更新'), 200);
  });
  app.openapi(logoutRoute, async (c) => {
    await accounts.logout(tokenOf(c, deps));
    deleteCookie(c, TOKEN_COOKIE, { path: '/', domain: deps.config.cookieDomain });
    return c.json(ok(null, '已退出登录'), 200);
  });
  return app;
}
