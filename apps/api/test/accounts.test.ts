/** Accounts over HTTP on a real database: codes, registration, password and code login, logout, limits. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { solveCaptcha } from '../../../test/support/captcha.ts';
import { lastCode, outboxCount } from '../../../test/support/outbox.ts';
import { type TestServer, startServer } from '../../../test/support/server.ts';
import { getJson } from './http.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ dialect: inject('dialect'), env: { NODE_ENV: 'test' } });
});
afterAll(() => server?.stop());

let phoneSeq = 0;
const newPhone = () => `139${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSeq++ % 100).padStart(2, '0')}`;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  getJson(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
const advance = (ms: number) => post('/__test__/clock', { advanceMs: ms });
const sendCode = async (account: string, type = 'register') =>
  post('/web/api/account/sendCode', { account, type, captchaVerification: await solveCaptcha(server.url) });
const STRONG = '砚边听雨写春秋月';

async function registerPhone(phone = newPhone(), password = `${STRONG}!`) {
  expect((await sendCode(phone)).status).toBe(200);
  const code = await lastCode(server, phone);
  return { phone, password, res: await post('/web/api/account/register/phone', { phone, code, password }) };
}

describe('sending codes', () => {
  it('needs a passed slider captcha', async () => {
    const missing = await post('/web/api/account/sendCode', { account: newPhone(), type: 'register' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('captchaVerification');
    const forged = await post('/web/api/account/sendCode', { account: newPhone(), type: 'register', captchaVerification: 'forged' });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('滑块验证已失效，请重新验证');
  });

  it('refuses a malformed account naming the rule', async () => {
    const res = await post('/web/api/account/sendCode', { account: '12345', type: 'register', captchaVerification: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('手机号或邮箱账号格式不正确');
  });

  it('sends a 6-digit code, then refuses a resend within 60 s and sends nothing', async () => {
    const phone = newPhone();
    const first = await sendCode(phone);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('验证码已发送，请查收短信');
    expect(await lastCode(server, phone)).toMatch(/^\d{6}$/);
    const again = await sendCode(phone);
    expect(again.status).toBe(429);
    expect(again.body.message).toContain('60 秒');
    expect(await outboxCount(server, phone)).toBe(1);
    await advance(61_000);
    expect((await sendCode(phone)).status).toBe(200);
    expect(await outboxCount(server, phone)).toBe(2);
  });
});

describe('registration by phone', () => {
  it('registers, logs in at once with an HttpOnly cookie, and answers who I am', async () => {
    const { phone, res } = await registerPhone();
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('登录成功');
    expect(res.body.data.token).toMatch(/^[\w-]{43}$/);
    expect(res.body.data.expired).toBe(7 * 86_400);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/token=[\w-]{43}/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toContain(`Max-Age=${7 * 86_400}`);
    const me = await getJson(`${server.url}/web/api/account/user-info`, { headers: { 'hanmo-authenticate': res.body.data.token } });
    expect(me.body.data.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(JSON.stringify(me.body)).not.toContain('password');
  });

  it('refuses a wrong code, and a common password, and keeps nothing', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const wrong = await post('/web/api/account/register/phone', { phone, code: '000000', password: STRONG });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('验证码错误或已失效，请重新获取');
    const common = await post('/web/api/account/register/phone', { phone, code: await lastCode(server, phone), password: 'password' });
    expect(common.status).toBe(400);
    expect(common.body.message).toMatch(/太常见|至少 8/);
  });

  it('says a phone is taken only after its code is verified', async () => {
    const { phone } = await registerPhone();
    await advance(61_000);
    const again = await registerPhone(phone);
    expect(again.res.status).toBe(409);
    expect(again.res.body.message).toBe('该手机号已注册，请直接登录');
    // Asking for a code answers the same for a registered and an unknown phone.
    await advance(61_000);
    const known = await sendCode(phone);
    const unknown = await sendCode(newPhone());
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
  });

  it('kills a code after 5 wrong tries, and after 5 minutes', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = await lastCode(server, phone);
    for (let i = 0; i < 5; i++) await post('/web/api/account/register/phone', { phone, code: '111111', password: STRONG });
    expect((await post('/web/api/account/register/phone', { phone, code, password: STRONG })).status).toBe(400);

    const other = newPhone();
    await sendCode(other);
    const late = await lastCode(server, other);
    await advance(5 * 60_000 + 1000);
    expect((await post('/web/api/account/register/phone', { phone: other, code: late, password: STRONG })).status).toBe(400);
  });
});

describe('logging in', () => {
  it('by password; the same message for a wrong password and an unknown account', async () => {
    const { phone, password } = await registerPhone();
    const good = await post('/web/api/login', { account: phone, password });
    expect(good.status).toBe(200);
    const wrong = await post('/web/api/login', { account: phone, password: `${password}x` });
    const unknown = await post('/web/api/login', { account: newPhone(), password });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('账号或密码错误');
  });

  it('locks an account for 15 minutes after 5 wrong passwords', async () => {
    const { phone, password } = await registerPhone();
    for (let i = 0; i < 5; i++) expect((await post('/web/api/login', { account: phone, password: 'wrong-password-x' })).status).toBe(401);
    const locked = await post('/web/api/login', { account: phone, password });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toContain('锁定 15 分钟');
    await advance(15 * 60_000 + 1000);
    expect((await post('/web/api/login', { account: phone, password })).status).toBe(200);
  });

  it('by a code sent to the phone', async () => {
    const { phone } = await registerPhone();
    await advance(61_000);
    await sendCode(phone, 'login');
    const res = await post('/web/api/sms-login', { account: phone, code: await lastCode(server, phone) });
    expect(res.status).toBe(200);
    expect(res.body.data.token).toBeTruthy();
  });
});

describe('logging out', () => {
  it('revokes the session on the server', async () => {
    const { res } = await registerPhone();
    const token = res.body.data.token;
    const out = await post('/web/api/logout', {}, { 'hanmo-authenticate': token });
    expect(out.status).toBe(200);
    const me = await getJson(`${server.url}/web/api/account/user-info`, { headers: { 'hanmo-authenticate': token } });
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('S00106');
  });

  it('refuses a cookie-authenticated change without X-Requested-With (CSRF)', async () => {
    const { res } = await registerPhone();
    const cookie = `token=${res.body.data.token}`;
    expect((await post('/web/api/logout', {}, { Cookie: cookie })).status).toBe(403);
    expect((await post('/web/api/logout', {}, { Cookie: cookie, 'X-Requested-With': 'XMLHttpRequest' })).status).toBe(200);
  });
});
