/** 找回密码 and 账户设置 in Chromium: the reset steps, the profile sections, nickname and avatar changes. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createDb } from '../packages/db/src/index.ts';
import { solveCaptcha } from '../test/support/captcha.ts';
import { lastCode } from '../test/support/outbox.ts';
import { createSession } from '../test/support/session.ts';
import { useSite } from './browser.ts';

const site = useSite();

async function userInfo(token: string) {
  const res = await fetch(`${site.url}/web/api/account/user-info`, { headers: { 'hanmo-authenticate': token } });
  return ((await res.json()) as { data: { nickname: string; avatar: string | null } }).data;
}

describe('找回密码 /account/forget', () => {
  it('verifies the account with a code, then sets a new password and offers the login dialog', async () => {
    const email = `reset-${Date.now()}@example.com`;
    const { userId } = await createSession(site.server);
    const handle = createDb(site.server.databaseUrl);
    await handle.db.updateTable('app_user').set({ email }).where('id', '=', userId).execute();
    await handle.destroy();

    const page = await site.page({ width: 390 });
    await site.open(page, '/account/forget');
    const account = page.getByLabel('手机号或邮箱');
    await expect.poll(() => account.isVisible()).toBe(true);
    expect(await page.getByTestId('reset-form').getAttribute('data-step')).toBe('0');

    // A malformed account is refused before any request.
    await account.fill('not-an-account');
    await account.blur();
    expect(await account.getAttribute('data-state')).toBe('error');

    // The code is sent through the API with a solved slider (the dialog's slider is tested elsewhere).
    const captchaVerification = await solveCaptcha(site.url);
    const sent = await fetch(`${site.url}/web/api/account/sendCode`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: email, type: 'reset', captchaVerification }),
    });
    expect(sent.status).toBe(200);
    const code = await lastCode(site.server, email);
    expect(code).toMatch(/^\d{6}$/);

    await account.fill(email);
    await page.getByLabel('验证码', { exact: true }).fill(code!);
    await page.getByRole('button', { name: '下一步' }).click();

    const password = page.getByLabel('新密码', { exact: true });
    await expect.poll(() => password.isVisible()).toBe(true);
    await password.fill('墨池春水一笔长留');
    await page.getByLabel('确认新密码').fill('墨池春水一笔长留X');
    await page.getByRole('button', { name: '重设密码' }).click();
    await expect.poll(() => page.getByText('两次输入的密码不一致').isVisible()).toBe(true);

    await page.getByLabel('确认新密码').fill('墨池春水一笔长留');
    await page.getByRole('button', { name: '重设密码' }).click();
    await expect.poll(() => page.getByTestId('reset-done').isVisible()).toBe(true);
    await page.getByRole('button', { name: '去登录' }).click();
    await expect.poll(() => page.getByTestId('login-form').isVisible()).toBe(true);

    // The new password logs in.
    const login = await fetch(`${site.url}/web/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: email, password: '墨池春水一笔长留' }),
    });
    expect(((await login.json()) as { code: string }).code).toBe('200');
    await page.close();
  });
});

describe('账户设置 /user/profile', () => {
  it('shows the nickname and the four sections', async () => {
    const { token } = await createSession(site.server, { nickname: '临池学书' });
    const page = await site.page({ token });
    await site.open(page, '/user/profile');
    expect(await page.getByTestId('profile-nickname').innerText()).toBe('临池学书');
    for (const title of ['基本资料', '头像', '账号绑定', '修改密码']) {
      await expect.poll(() => page.getByRole('heading', { name: title, exact: true }).isVisible(), { message: title }).toBe(true);
    }
    expect(await page.getByLabel('昵称').inputValue()).toBe('临池学书');
    // No avatar yet: a seal with the nickname's first character.
    expect(await page.getByTestId('avatar-seal').innerText()).toBe('临');
    expect(await page.getByTestId('binding-phone').innerText()).toContain('未绑定');
    await page.close();
  });

  it('saves a new nickname', async () => {
    const { token } = await createSession(site.server, { nickname: '旧名' });
    const page = await site.page({ token });
    await site.open(page, '/user/profile');
    const nickname = page.getByLabel('昵称');
    await nickname.fill('王羲之的学生');
    await Promise.all([page.waitForEvent('load'), page.getByTestId('nickname-form').getByRole('button', { name: '保存' }).click()]);
    await page.waitForSelector('html[data-hydrated]');
    expect((await userInfo(token)).nickname).toBe('王羲之的学生');
    expect(await page.getByTestId('profile-nickname').innerText()).toBe('王羲之的学生');
    await expect.poll(() => page.getByText('资料已保存').isVisible()).toBe(true);

    // Too long a nickname is refused in the form.
    await nickname.fill('一二三四五六七八九十一二三四五六七八九十一');
    await nickname.blur();
    expect(await nickname.getAttribute('data-state')).toBe('error');
    await page.close();
  });

  it('crops an uploaded image and saves it as the avatar', async () => {
    const { token } = await createSession(site.server, { nickname: '画眉' });
    const page = await site.page({ token, width: 390 });
    await site.open(page, '/user/profile');
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 179, g: 55, b: 42 } } }).png().toBuffer();
    await page.getByTestId('avatar-file').setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: png });

    const box = page.getByTestId('crop-box');
    await expect.poll(() => box.isVisible()).toBe(true);
    const size = page.getByTestId('crop-size');
    expect(await size.getAttribute('max')).toBe('600');
    expect(await size.inputValue()).toBe('480');

    // Drag the square to the left edge; it stops there.
    const before = (await box.boundingBox())!;
    await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
    await page.mouse.down();
    await page.mouse.move(before.x - 200, before.y + before.height / 2, { steps: 5 });
    await page.mouse.up();
    const frame = (await box.locator('..').boundingBox())!;
    const moved = (await box.boundingBox())!;
    expect(Math.abs(moved.x - frame.x)).toBeLessThan(1.5);

    // Shrink with the range input.
    await size.fill('300');
    expect(await size.inputValue()).toBe('300');

    await Promise.all([page.waitForEvent('load'), page.getByTestId('crop-save').click()]);
    await page.waitForSelector('html[data-hydrated]');
    const avatar = (await userInfo(token)).avatar;
    expect(avatar).toMatch(/\/files\/avatars\//);
    expect(await page.getByTestId('avatar').getAttribute('src')).toMatch(/\/files\/avatars\//);
    const image = await fetch(new URL(avatar!, site.url));
    expect(image.status).toBe(200);
    await page.close();
  });
});
