/** Accounts over HTTP on a real database: codes, registration, password and code login, logout, limits. */
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { solveCaptcha } from '../../../test/support/captcha.ts';
import { lastCode, outboxCount } from '../../../test/support/outbox.ts';
import { type TestServer, startServer } from '../../../test/support/server.ts';
import { getJson } from './http.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ dialect: inject('dialect'), redisUrl: inject('redisUrl') || undefined, env: { NODE_ENV: 'test' } });
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
const DAY_MS = 86_400_000;

// Every test starts on a new day (by the server's clock): the daily limits on codes start afresh.
beforeEach(async () => {
  await advance(DAY_MS);
});

async function registerPhone(phone = newPhone(), password = `${STRONG}!`) {
  expect((await sendCode(phone)).status).toBe(200);
  const code = await lastCode(server, phone);
  return { phone, password, res: await post('/web/api/account/register/phone', { phone, code, password }) };
}

it('keeps its limits and codes in the store this run is about (memory, or Redis)', async () => {
  const ready = await getJson(`${server.url}/readyz`);
  expect(ready.body.cache).toBe(inject('redisUrl') ? 'redis' : 'memory');
});

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

describe('daily limits on codes', () => {
  it('sends at most 10 codes a day to one account, and 20 a day from one address', async () => {
    const phone = newPhone();
    for (let i = 0; i < 10; i++) {
      expect((await sendCode(phone)).status).toBe(200);
      await advance(61_000);
    }
    const eleventh = await sendCode(phone);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toContain('今天');
    for (let i = 0; i < 10; i++) expect((await sendCode(newPhone())).status).toBe(200);
    const overIp = await sendCode(newPhone());
    expect(overIp.status).toBe(429);
    expect(overIp.body.message).toContain('当前网络');
    await advance(DAY_MS);
    expect((await sendCode(newPhone())).status).toBe(200);
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

const put = (path: string, body: unknown, token: string) =>
  getJson(`${server.url}${path}`, { method: 'PUT', headers: { 'Content-Type': 'application/json', 'hanmo-authenticate': token }, body: JSON.stringify(body) });
const me = (token: string) => getJson(`${server.url}/web/api/account/user-info`, { headers: { 'hanmo-authenticate': token } });

describe('forgotten password', () => {
  it('resets by code and ticket, and logs every session out', async () => {
    const { phone, res } = await registerPhone();
    const oldToken = res.body.data.token;
    await advance(61_000);
    await sendCode(phone, 'reset');
    const verified = await post('/web/api/account/rest-code-verify', { account: phone, code: await lastCode(server, phone) });
    expect(verified.status).toBe(200);
    const { resetTicket } = verified.body.data;
    const reset = await getJson(`${server.url}/web/api/account/rest-pwd`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ resetTicket, password: '新的密码一笔一画' }),
    });
    expect(reset.status).toBe(200);
    expect((await me(oldToken)).body.code).toBe('S00106');
    expect((await post('/web/api/login', { account: phone, password: '新的密码一笔一画' })).status).toBe(200);
    // The ticket was used up.
    const again = await getJson(`${server.url}/web/api/account/rest-pwd`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ resetTicket, password: '再换一个新密码吧' }),
    });
    expect(again.status).toBe(400);
  });
});

describe('account settings', () => {
  it('changes the password with the old one, keeping this session and revoking the others', async () => {
    const { phone, password, res } = await registerPhone();
    const here = res.body.data.token;
    const elsewhere = (await post('/web/api/login', { account: phone, password })).body.data.token;
    expect((await put('/web/api/account/update-account-pwd', { oldPassword: 'not-my-password', password: '墨香书韵满庭芬芳' }, here)).body.message).toBe('原密码不正确');
    expect((await put('/web/api/account/update-account-pwd', { oldPassword: password, password: '墨香书韵满庭芬芳' }, here)).status).toBe(200);
    expect((await me(here)).status).toBe(200);
    expect((await me(elsewhere)).body.code).toBe('S00106');
  });

  it('binds an e-mail with a code sent to it, and will not unbind the last way to log in', async () => {
    const { res } = await registerPhone();
    const token = res.body.data.token;
    expect((await put('/web/api/account/unbind-account', { type: 'phone' }, token)).body.message).toBe('这是唯一的登录方式，请先绑定另一种再解绑');
    const email = `bind${Date.now()}@hanmo.com`;
    await sendCode(email, 'bind');
    const bound = await put('/web/api/account/bind-account', { account: email, code: await lastCode(server, email) }, token);
    expect(bound.status).toBe(200);
    expect((await me(token)).body.data.email).toBe(`b***@hanmo.com`);
    expect((await put('/web/api/account/unbind-account', { type: 'phone' }, token)).status).toBe(200);
    expect((await me(token)).body.data.phone).toBeNull();
  });

  it('refuses to bind a phone that belongs to someone else', async () => {
    const first = await registerPhone();
    const second = await registerPhone();
    await advance(61_000);
    await sendCode(first.phone, 'bind');
    const res = await put('/web/api/account/bind-account', { account: first.phone, code: await lastCode(server, first.phone) }, second.res.body.data.token);
    expect(res.status).toBe(409);
  });
});

describe('profile and avatar', () => {
  const upload = (token: string, fields: Record<string, string | Blob>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return getJson(`${server.url}/web/api/account/update-account-info`, { method: 'POST', headers: { 'hanmo-authenticate': token }, body: form });
  };

  it('changes the nickname, and re-encodes an avatar as a 256 px JPEG without metadata', async () => {
    const sharp = (await import('sharp')).default;
    const { res } = await registerPhone();
    const token = res.body.data.token;
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b3372a' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
      .jpeg()
      .toBuffer();
    const updated = await upload(token, { nickname: '临池学书', file: new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }) });
    expect(updated.status).toBe(200);
    expect(updated.body.data.nickname).toBe('临池学书');
    expect(updated.body.data.avatar).toMatch(/^\/files\/avatars\/[0-9a-f]{64}\.jpg$/);
    const stored = Buffer.from(await (await fetch(`${server.url}${updated.body.data.avatar}`)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 256, 256, undefined]);
  });

  it.each([
    ['not an image', () => new Blob(['这不是图片'], { type: 'image/png' }), 400, /无法识别/],
    ['an image bomb (25 megapixels)', async () => {
      const sharp = (await import('sharp')).default;
      const png = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
      return new Blob([new Uint8Array(png)], { type: 'image/png' });
    }, 400, /尺寸过大/],
    ['a file over 5 MB', () => new Blob([new Uint8Array(6 * 1024 * 1024)], { type: 'image/jpeg' }), 413, /过大/],
  ])('refuses %s and changes nothing', async (_, make, status, message) => {
    const { res } = await registerPhone();
    const token = res.body.data.token;
    const before = (await me(token)).body.data;
    const refused = await upload(token, { nickname: '不该被改', file: await make() });
    expect(refused.status).toBe(status);
    expect(refused.body.message).toMatch(message);
    expect((await me(token)).body.data).toEqual(before);
  });

  it('refuses an over-long nickname naming the field', async () => {
    const { res } = await registerPhone();
    const refused = await upload(res.body.data.token, { nickname: '字'.repeat(21) });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('nickname');
  });
});

describe('secrets stay out of the logs', () => {
  it('never writes a code, a token or a password to the log', async () => {
    const { phone, password, res } = await registerPhone();
    const code = await lastCode(server, phone);
    const log = server.logs.join('\n');
    expect(log).toContain('/web/api/account/register/phone');
    for (const secret of [code!, res.body.data.token, password, phone]) expect(log).not.toContain(secret);
  });
});

describe('malformed requests', () => {
  it.each([
    ['not JSON', '/web/api/login', 'account=1&password=2', /请求/],
    ['a number for the account', '/web/api/login', JSON.stringify({ account: 13800000000, password: 'x' }), /account/],
    ['a missing password', '/web/api/login', JSON.stringify({ account: '13800000000' }), /password|密码/],
    ['an over-long password', '/web/api/login', JSON.stringify({ account: '13800000000', password: '字'.repeat(513) }), /password/],
    ['a 5-digit code', '/web/api/sms-login', JSON.stringify({ account: '13800000000', code: '12345' }), /code/],
    ['an unknown code purpose', '/web/api/account/sendCode', JSON.stringify({ account: '13800000000', type: 'steal', captchaVerification: 'x' }), /type/],
  ])('refuses %s with 400 and a message naming the problem', async (_, path, body, message) => {
    const res = await getJson(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('400');
    expect(res.body.message).toMatch(message);
  });
});
