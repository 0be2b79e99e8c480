/** The site in Chromium: home, the catalogue and its layouts, a font page, 404, the /user guard. */
import { describe, expect, it } from 'vitest';
import { useSite } from './browser.ts';

const site = useSite();

describe('home', () => {
  it('shows the brand and the newest fonts drawn in their own faces', async () => {
    const page = await site.page();
    const res = await page.goto(site.url);
    expect(res?.status()).toBe(200);
    expect(await page.title()).toContain('翰墨字库');
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    await expect.poll(() => page.locator('[data-testid=font-item]').count()).toBeGreaterThanOrEqual(8);
    // Font names are outline images, never font files.
    const img = page.locator('[data-testid=font-item] img').first();
    expect(await img.getAttribute('src')).toMatch(/^\/subset\/preview\/.+\.svg\?v=/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    // Footer: friend links from the API and three QR codes.
    expect(await page.locator('[data-testid=friend-links] a').count()).toBeGreaterThanOrEqual(5);
    expect(await page.locator('footer svg').count()).toBeGreaterThanOrEqual(3);
    await page.close();
  });

  it('carries the page metadata of spec §1', async () => {
    const page = await site.page();
    await page.goto(site.url);
    const meta = (sel: string) => page.locator(sel).first().getAttribute('content');
    expect(await meta('meta[name=viewport]')).toContain('width=device-width');
    expect(await meta('meta[name=mobile-web-app-capable]')).toBe('yes');
    expect(await meta('meta[property="og:type"]')).toBe('website');
    expect(await meta('meta[property="og:site_name"]')).toBe('翰墨字库');
    expect(await page.locator('link[rel=manifest]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(await page.locator('link[rel=icon][sizes="64x64"]').count()).toBe(1);
    expect(await page.locator('link[rel=icon][sizes="512x512"]').count()).toBe(1);
    await page.close();
  });
});

describe('/font', () => {
  it('lists the seeded fonts, in the table layout by default, and switches layouts that persist', async () => {
    const page = await site.page();
    await site.open(page, `/font`);
    expect(await page.title()).toBe('字体库 · 翰墨字库');
    const items = page.locator('[data-testid=font-item]');
    expect(await items.count()).toBeGreaterThanOrEqual(10);
    const names = await page.locator('[data-testid=font-item] img').evaluateAll((els) => els.map((e) => (e as HTMLImageElement).alt));
    expect(names).toEqual(expect.arrayContaining(['马善政毛笔楷书', '志莽行书', '思源宋体']));
    expect(await page.locator('[data-layout=table]').count()).toBe(1);

    await page.click('[data-testid=layout-card]');
    expect(await page.locator('[data-layout=card]').count()).toBe(1);
    await page.click('[data-testid=layout-stick]');
    expect(await page.locator('[data-layout=stick]').count()).toBe(1);

    // The choice survives a reload (rendered so on the server).
    await page.reload();
    expect(await page.locator('[data-layout=stick]').count()).toBe(1);
    expect(await page.getAttribute('[data-testid=layout-stick]', 'aria-pressed')).toBe('true');
    await page.close();
  });

  it('filters by style without a reload', async () => {
    const page = await site.page();
    await site.open(page, `/font`);
    await page.getByRole('link', { name: '楷书', exact: true }).click();
    await page.waitForURL(/style=kai/);
    const names = () => page.locator('[data-testid=font-item] img').evaluateAll((els) => els.map((e) => (e as HTMLImageElement).alt));
    // The list re-renders just after the URL changes.
    await expect.poll(names).not.toContain('思源宋体');
    expect(await names()).toContain('马善政毛笔楷书');
    await page.close();
  });

  it('pages through the catalogue, keeping the filters', async () => {
    const page = await site.page();
    await site.open(page, `/font?size=4&license=free`);
    expect(await page.locator('[data-testid=font-item]').count()).toBe(4);
    const firstPage = await page.locator('[data-testid=font-item] img').first().getAttribute('alt');
    await page.getByRole('link', { name: '第 2 页' }).click();
    await page.waitForURL(/current=2/);
    expect(page.url()).toContain('license=free');
    expect(page.url()).toContain('size=4');
    await expect.poll(() => page.locator('[data-testid=font-item] img').first().getAttribute('alt')).not.toBe(firstPage);
    expect(await page.getAttribute('nav[aria-label=分页] [aria-current=page]', 'aria-label')).toBe('第 2 页');
    await page.close();
  });

  it('answers /font.html with the same screen as /font', async () => {
    const page = await site.page();
    await page.goto(`${site.url}/font`);
    const plain = await page.locator('main').innerText();
    await page.goto(`${site.url}/font.html`);
    expect(await page.title()).toBe('字体库 · 翰墨字库');
    expect(await page.locator('main').innerText()).toBe(plain);
    await page.close();
  });

  it('opens a font page from its card, with details and the family', async () => {
    const page = await site.page();
    await site.open(page, `/font`);
    await page.locator('[data-testid=font-item]', { has: page.locator('img[alt="思源宋体"]') }).click();
    await page.waitForURL(/\/font\/noto-serif-sc$/);
    await expect.poll(() => page.title()).toContain('思源宋体');
    await expect.poll(() => page.locator('[data-testid=family] li').count()).toBe(8);
    expect(await page.locator('nav[aria-label=面包屑]').innerText()).toContain('字体库');
    await page.close();
  });

  it('answers /font/{id}.html too', async () => {
    const page = await site.page();
    const res = await page.goto(`${site.url}/font/ma-shan-zheng.html`);
    expect(res?.status()).toBe(200);
    expect(await page.title()).toContain('马善政毛笔楷书');
    await page.close();
  });
});

describe('errors and guards', () => {
  it('shows the 404 text with status 404 for an unknown page', async () => {
    const page = await site.page();
    const res = await page.goto(`${site.url}/no-such-page`);
    expect(res?.status()).toBe(404);
    expect(await page.locator('h1').innerText()).toBe('找不到此页面');
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL(`${site.url}/`);
    await page.close();
  });

  it('shows 404 for an unknown font', async () => {
    const page = await site.page();
    const res = await page.goto(`${site.url}/font/no-such-font`);
    expect(res?.status()).toBe(404);
    await page.close();
  });

  it('sends a visitor from /user/favorite to /?redirect=/user/favorite', async () => {
    const page = await site.page();
    await page.goto(`${site.url}/user/favorite`);
    expect(page.url()).toBe(`${site.url}/?redirect=/user/favorite`);
    await page.close();
  });

  it('applies the same guard on client navigation', async () => {
    const page = await site.page();
    await site.open(page, `/font`);
    await page.getByRole('link', { name: '个人中心' }).first().click();
    await page.waitForURL(/\?redirect=\/user$/);
    await page.close();
  });

  it('every screen of spec §2 answers with its title, with and without .html', async () => {
    const page = await site.page();
    for (const [path, title] of [
      ['/about', '关于我们'],
      ['/baike.html', '书法百科'],
      ['/agreement/register', '用户注册协议'],
      ['/album/12', '专辑详情'],
      ['/pdf/compare.html', '字体对比文档'],
      ['/index.html', '翰墨字库'],
    ] as const) {
      const res = await page.goto(`${site.url}${path}`);
      expect(res?.status(), path).toBe(200);
      expect(await page.title(), path).toContain(title);
    }
    await page.close();
  });
});
