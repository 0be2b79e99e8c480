import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { createSession } from './test/support/session.ts';

const base = 'http://localhost:3200';
const server = { databaseUrl: 'sqlite:/tmp/profile-shots/hanmo.db' } as any;
const { token } = await createSession(server, { nickname: '临池学书' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const width of [1440, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: 'zh-CN', deviceScaleFactor: 1 });
  await ctx.addCookies([{ name: 'token', value: token, url: base, httpOnly: true, sameSite: 'Lax' }]);
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  await page.goto(`${base}/account/forget`);
  await page.waitForSelector('html[data-hydrated]');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.screenshot({ path: `/tmp/shots/forget-${width}.png`, fullPage: true });
  await page.goto(`${base}/user/profile`);
  await page.waitForSelector('html[data-hydrated]');
  await page.screenshot({ path: `/tmp/shots/profile-${width}.png`, fullPage: true });
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 120, g: 140, b: 100 } } }).png().toBuffer();
  await page.getByTestId('avatar-file').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: png });
  await page.getByTestId('crop-box').waitFor(); await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shots/cropper-${width}.png` });
  await page.keyboard.press('Escape');
  await page.getByTestId('binding-phone').getByRole('button').click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/bind-${width}.png` });
  await ctx.close();
}
await browser.close();
