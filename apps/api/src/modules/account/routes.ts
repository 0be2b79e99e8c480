/** Account endpoints (spec §7 User): codes, registration, login, user info, logout. */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { API_PATHS, TOKEN_COOKIE, ok } from '@hanmo/contract';
import {
  envelopeSchema,
  errorBodySchema,
  loginAnswerSchema,
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
  app.openapi(logoutRoute, async (c) => {
    await accounts.logout(tokenOf(c, deps));
    deleteCookie(c, TOKEN_COOKIE, { path: '/', domain: deps.config.cookieDomain });
    return c.json(ok(null, '已退出登录'), 200);
  });
  return app;
}
