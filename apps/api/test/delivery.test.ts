/** Codes reach people: e-mail through a real SMTP server, SMS through a signed HTTP gateway. */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { solveCaptcha } from '../../../test/support/captcha.ts';
import { type Received, startSmsReceiver, startSmtp } from '../../../test/support/mail.ts';
import { type TestServer, startServer } from '../../../test/support/server.ts';
import { getJson } from './http.ts';

const GATEWAY_SECRET = 'sms-gateway-secret-for-tests';
let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let sms: Awaited<ReturnType<typeof startSmsReceiver>>;
let gatewayDown = false;

beforeAll(async () => {
  smtp = await startSmtp();
  sms = await startSmsReceiver({ fail: () => gatewayDown });
  server = await startServer({
    dialect: inject('dialect'),
    redisUrl: inject('redisUrl') || undefined,
    env: { NODE_ENV: 'test', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMS_GATEWAY_URL: sms.url, SMS_GATEWAY_SECRET: GATEWAY_SECRET },
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await sms?.stop();
});

const post = (path: string, body: unknown) =>
  getJson(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const codeIn = (messages: Received[], to: string) => /(\d{6})/.exec(messages.filter((m) => m.to === to).at(-1)?.text ?? '')?.[1];

describe('delivery', () => {
  it('e-mails a code over SMTP, and the code registers the address', async () => {
    const email = `ink${Date.now()}@hanmo.com`;
    const sent = await post('/web/api/account/sendCode', { account: email, type: 'register', captchaVerification: await solveCaptcha(server.url) });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('验证码已发送，请查收邮件');
    await expect.poll(() => codeIn(smtp.messages, email)).toMatch(/^\d{6}$/);
    expect(smtp.messages.at(-1)!.text).toContain('翰墨字库');
    const res = await post('/web/api/account/register/email', { email, code: codeIn(smtp.messages, email), password: '纸短情长字字珍重' });
    expect(res.status).toBe(200);
    expect(res.body.data.token).toBeTruthy();
    // The code login accepts an e-mail code too.
    await post('/__test__/clock', { advanceMs: 61_000 });
    const before = smtp.messages.length;
    await post('/web/api/account/sendCode', { account: email, type: 'login', captchaVerification: await solveCaptcha(server.url) });
    await expect.poll(() => smtp.messages.length).toBe(before + 1);
    const login = await post('/web/api/sms-login', { account: email, code: codeIn(smtp.messages, email) });
    expect(login.status).toBe(200);
  });

  it('sends an SMS through the gateway, signed with the shared secret', async () => {
    const phone = `137${String(Date.now() % 1e8).padStart(8, '0')}`;
    const sent = await post('/web/api/account/sendCode', { account: phone, type: 'register', captchaVerification: await solveCaptcha(server.url) });
    expect(sent.status).toBe(200);
    const message = sms.messages.find((m) => m.to === phone)!;
    expect(message.text).toMatch(/验证码 \d{6}/);
    const raw = String(message.headers!['x-raw-body']);
    expect(message.headers!['x-hanmo-signature']).toBe(createHmac('sha256', GATEWAY_SECRET).update(raw).digest('hex'));
  });

  it('answers 502 when the gateway fails, and lets the person ask again at once', async () => {
    const phone = `136${String(Date.now() % 1e8).padStart(8, '0')}`;
    gatewayDown = true;
    const failed = await post('/web/api/account/sendCode', { account: phone, type: 'register', captchaVerification: await solveCaptcha(server.url) });
    gatewayDown = false;
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe('短信发送失败，请稍后重试');
    const retry = await post('/web/api/account/sendCode', { account: phone, type: 'register', captchaVerification: await solveCaptcha(server.url) });
    expect(retry.status).toBe(200);
  });
});
