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
