/** Registering by phone in Chromium: the slider dragged into its gap, the code from the outbox, then logged in. */
import { describe, expect, it } from 'vitest';
import { findGap } from '../test/support/captcha.ts';
import { lastCode } from '../test/support/outbox.ts';
import { useSite } from './browser.ts';

const site = useSite();

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

    // The slider: read the puzzle the page shows, find the gap, drag the handle there.
    const slider = page.getByTestId('slider-captcha');
    const images = slider.locator('img');
    await expect.poll(() => images.count()).toBe(2);
    const [original, jigsaw] = await images.evaluateAll((els) => els.map((e) => (e as HTMLImageElement).src.split(',')[1]!));
    const gap = await findGap({ originalImageBase64: original!, jigsawImageBase64: jigsaw!, token: '', secretKey: '' });
    const handle = page.getByTestId('slider-handle');
    const box = (await handle.boundingBox())!;
    const picture = (await slider.locator('img').first().boundingBox())!;
    const scale = picture.width / 310;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width / 2 + ((gap * scale) * step) / 10, box.y + box.height / 2);
    await page.mouse.up();
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
