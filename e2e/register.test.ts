/** Registering by phone in Chromium: the slider dragged into its gap, the code from the outbox, then logged in. */
import { describe, expect, it } from 'vitest';
import { lastCode } from '../test/support/outbox.ts';
import { useSite } from './browser.ts';
import { dragSliderIntoGap } from './slider.ts';

// NODE_ENV=test: the server's clock can be moved past the 60 s between two codes to one phone.
const site = useSite({ env: { NODE_ENV: 'test' } });

describe('registration in the account dialog', () => {
  it('registers by phone and comes back logged in, at the page the guard kept', async () => {
    const page = await site.page();
    await site.open(page, '/user/favorite');
    // The guard sent us home with ?redirect=…, and the login dialog opened by itself.
    await page.waitForURL(`${site.url}/?redirect=/user/favorite`);
    await page.getByRole('button', { name: '注册' }).first().click();
    const form = page.getByTestId('register-form');

    const phone = `135${String(Date.now() % 1e8).padStart(8, '0')}`;
    await form.getByLabel('手机号').fill('12345');
    await form.getByLabel('手机号').blur();
    await expect.poll(() => form.getByRole('alert').first().textContent()).toBe('手机号格式不正确');
    await form.getByLabel('手机号').fill(phone);
    await form.getByTestId('send-code').click();

    await dragSliderIntoGap(page);
    await expect.poll(() => page.getByTestId('send-code').textContent()).toMatch(/秒后重发/);

    const code = await lastCode(site.server, phone);
    expect(code).toMatch(/^\d{6}$/);
    await form.getByLabel('验证码').fill(code!);
    await form.getByLabel('密码').fill('临池学书一日一课');
    await form.getByRole('button', { name: '注册' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toContain('请先阅读并同意');
    await form.getByTestId('agree').check();
    await form.getByRole('button', { name: '注册' }).click();

    await page.waitForURL(`${site.url}/user/favorite`);
    await expect.poll(() => page.getByTestId('user-nickname').first().textContent()).toBe(`墨友${phone.slice(-4)}`);
    await page.close();
  });

  it('after registering: logs out, logs in by code, changes the password in the profile and logs in with it', async () => {
    const page = await site.page();
    // A visitor's /user/message goes home with ?redirect= and lands there after login.
    await site.open(page, '/user/message');
    await page.waitForURL(`${site.url}/?redirect=/user/message`);
    await page.getByRole('button', { name: '注册' }).first().click();
    const form = page.getByTestId('register-form');
    const phone = `133${String(Date.now() % 1e8).padStart(8, '0')}`;
    await form.getByLabel('手机号').fill(phone);
    await form.getByTestId('send-code').click();
    await dragSliderIntoGap(page);
    await expect.poll(() => lastCode(site.server, phone)).toMatch(/^\d{6}$/);
    await form.getByLabel('验证码').fill((await lastCode(site.server, phone))!);
    await form.getByLabel('密码').fill('初学书法的第一课');
    await form.getByTestId('agree').check();
    await form.getByRole('button', { name: '注册' }).click();
    await page.waitForURL(`${site.url}/user/message`);

    // Log out: the session is revoked and the header offers 登录 again.
    await page.waitForSelector('html[data-hydrated]');
    await page.getByRole('button', { name: '退出' }).first().click();
    await page.waitForURL(`${site.url}/`);
    await page.waitForSelector('html[data-hydrated]');

    // Log in by a code sent to the phone (a minute later: one code a minute per phone).
    await fetch(`${site.url}/__test__/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"advanceMs":61000}' });
    await page.getByTestId('login-button').first().click();
    const login = page.getByTestId('login-form');
    await login.getByRole('tab', { name: '验证码登录' }).click();
    await login.getByLabel('手机号或邮箱').fill(phone);
    const before = await lastCode(site.server, phone);
    await login.getByTestId('send-code').click();
    await dragSliderIntoGap(page);
    await expect.poll(() => lastCode(site.server, phone)).not.toBe(before);
    await login.getByLabel('验证码').fill((await lastCode(site.server, phone))!);
    await login.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => page.getByTestId('user-nickname').first().textContent().catch(() => null)).toBe(`墨友${phone.slice(-4)}`);

    // Change the password in the profile, log out, log in with the new one.
    await site.open(page, '/user/profile');
    const pw = page.getByTestId('password-form');
    await pw.getByLabel('原密码').fill('初学书法的第一课');
    await pw.getByLabel('新密码', { exact: true }).fill('临帖百遍其义自见');
    await pw.getByLabel('确认新密码').fill('临帖百遍其义自见');
    await pw.getByRole('button').last().click();
    await expect.poll(() => page.getByText('密码已修改').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: '退出' }).first().click();
    await page.waitForURL(`${site.url}/`);
    await page.waitForSelector('html[data-hydrated]');
    await page.getByTestId('login-button').first().click();
    await login.getByLabel('手机号或邮箱').fill(phone);
    await login.getByLabel('密码').fill('临帖百遍其义自见');
    await login.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => page.getByTestId('user-nickname').first().textContent().catch(() => null)).toBe(`墨友${phone.slice(-4)}`);
    await page.close();
  });

  it('logs in by password and goes to a same-site redirect only', async () => {
    const page = await site.page();
    await site.open(page, '/?redirect=https://evil.example.com/');
    await expect.poll(() => page.getByTestId('login-form').count()).toBe(1);
    await page.getByTestId('login-form').getByLabel('手机号或邮箱').fill('13500000000');
    await page.getByTestId('login-form').getByLabel('密码').fill('wrong-password');
    await page.getByTestId('login-form').getByRole('button', { name: '登录' }).click();
    await expect.poll(() => page.getByTestId('login-form').getByRole('alert').textContent()).toBe('账号或密码错误');
    expect(page.url()).toContain(site.url);
    await page.close();
  });
});
