/** Downloading from a font page in Chromium: visitors are sent to log in, users get the family's files. */
import { describe, expect, it } from 'vitest';
import { createSession } from '../test/support/session.ts';
import { useSite } from './browser.ts';

const site = useSite();

describe('download dialog', () => {
  it('sends a visitor to log in first, keeping where they were', async () => {
    const page = await site.page();
    await site.open(page, '/font/ma-shan-zheng');
    await page.getByTestId('download-button').click();
    await page.waitForURL(`${site.url}/?redirect=/font/ma-shan-zheng`);
    await page.close();
  });

  it('lists the downloadable faces of the family and downloads one under its Chinese name', async () => {
    const { token } = await createSession(site.server);
    const page = await site.page({ token });
    await site.open(page, '/font/noto-serif-sc');
    await page.getByTestId('download-button').click();
    const files = page.getByTestId('download-files').locator('li');
    await expect.poll(() => files.count()).toBe(8);
    expect(await files.first().innerText()).toContain('思源宋体-ExtraLight.ttf');
    const [download] = await Promise.all([page.waitForEvent('download'), files.filter({ hasText: '思源宋体-Bold.ttf' }).getByRole('link').click()]);
    expect(download.suggestedFilename()).toBe('思源宋体-Bold.ttf');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('download-files').count()).toBe(0);
    await page.close();
  });

  it('offers no download for a font that is coming soon or preview-only', async () => {
    const page = await site.page();
    await site.open(page, '/font/noto-serif-tc');
    expect(await page.getByTestId('download-state').innerText()).toContain('即将上线');
    await site.open(page, '/font/zcool-qingke-huangyou');
    expect(await page.getByTestId('download-state').innerText()).toContain('仅供在线预览');
    expect(await page.getByTestId('download-button').count()).toBe(0);
    await page.close();
  });
});

describe('the whole download flow', () => {
  it('a visitor logs in from the font page and comes back to download', async () => {
    // An account made through the API (code from the outbox), then the real dialog to log in.
    const { solveCaptcha } = await import('../test/support/captcha.ts');
    const { lastCode } = await import('../test/support/outbox.ts');
    const phone = `134${String(Date.now() % 1e8).padStart(8, '0')}`;
    const json = (body: unknown) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    await fetch(`${site.url}/web/api/account/sendCode`, json({ account: phone, type: 'register', captchaVerification: await solveCaptcha(site.url) }));
    const registered = await fetch(
      `${site.url}/web/api/account/register/phone`,
      json({ phone, code: await lastCode(site.server, phone), password: '下载字体之前先登录' }),
    );
    expect(registered.status).toBe(200);

    const page = await site.page();
    await site.open(page, '/font/zhi-mang-xing');
    await page.getByTestId('download-button').click();
    await page.waitForURL(`${site.url}/?redirect=/font/zhi-mang-xing`);
    const form = page.getByTestId('login-form');
    await form.getByLabel('手机号或邮箱').fill(phone);
    await form.getByLabel('密码').fill('下载字体之前先登录');
    await form.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(`${site.url}/font/zhi-mang-xing`);
    await page.waitForSelector('html[data-hydrated]');
    await page.getByTestId('download-button').click();
    const files = page.getByTestId('download-files').locator('li');
    await expect.poll(() => files.count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), files.first().getByRole('link').click()]);
    expect(download.suggestedFilename()).toBe('志莽行书-Regular.ttf');
    await page.close();
  });
});
