/** The preview editor of a font page in Chromium: subsets of exactly the typed text, drawn in the font. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSite } from './browser.ts';

const site = useSite();

/**
 * Whether Chromium loaded the subset family (its decoder accepted our WOFF2, glyf transform and
 * all) and draws `text` with it differently from both fallback faces.
 */
function drawsInFont(page: Page, family: string, text: string): Promise<boolean> {
  return page.evaluate(
    async ({ family, text }) => {
      await document.fonts.load(`64px "${family}"`, text);
      const draw = (font: string) => {
        const canvas = document.createElement('canvas');
        canvas.width = 200;
        canvas.height = 100;
        const ctx = canvas.getContext('2d')!;
        ctx.font = font;
        ctx.fillText(text, 0, 80);
        return Array.from(ctx.getImageData(0, 0, 200, 100).data);
      };
      const loaded = [...document.fonts].some((f) => f.family.replaceAll('"', '') === family && f.status === 'loaded');
      const ours = draw(`64px "${family}"`);
      const fallbacks = [draw('64px serif'), draw('64px sans-serif')];
      return loaded && ours.some((v) => v !== 0) && fallbacks.every((other) => ours.some((v, i) => v !== other[i]));
    },
    { family, text },
  );
}

describe('font preview editor', () => {
  it('asks for a subset of exactly the typed text and draws it in the font, not a fallback', async () => {
    const page = await site.page();
    await site.open(page, '/font/ma-shan-zheng');
    const bodies: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/webfont/http')) bodies.push(r.postData() ?? '');
    });
    const fontBytes: number[] = [];
    page.on('response', async (r) => {
      if (r.url().includes('/subset/files/')) fontBytes.push((await r.body()).byteLength);
    });
    const input = page.getByTestId('editor-input');
    await input.fill('春风得意马蹄疾');
    const preview = page.getByTestId('editor-preview');
    await expect.poll(() => preview.getAttribute('data-font-family')).toMatch(/^Ma Shan Zheng [0-9a-f]{12}$/);
    expect(JSON.parse(bodies.at(-1)!)).toEqual([{ gno: 'ma-shan-zheng', text: '春风得意马蹄疾' }]);

    // Typing fast asks once, after the pause, not once per keystroke.
    const before = bodies.length;
    await input.pressSequentially('一日看尽', { delay: 30 });
    await expect.poll(() => preview.getAttribute('data-font-family')).not.toBe('');
    await page.waitForTimeout(600);
    expect(bodies.length - before).toBe(1);

    // The glyphs are the font's: drawn with the subset family they differ from the fallback's.
    expect(await drawsInFont(page, (await preview.getAttribute('data-font-family'))!, '春风')).toBe(true);
    // A preview costs kilobytes: the 5.9 MB font never came.
    expect(fontBytes.length).toBeGreaterThan(0);
    expect(Math.max(...fontBytes)).toBeLessThan(10_000);
    await page.close();
  });

  it('names the characters the font lacks', async () => {
    const page = await site.page();
    await site.open(page, '/font/zcool-kuaile');
    await page.getByTestId('editor-input').fill('快乐𠀀');
    await expect.poll(() => page.getByTestId('editor-missing').textContent().catch(() => '')).toContain('𠀀');
    await page.close();
  });

  it('switches to vertical writing and to another weight of the family', async () => {
    const page = await site.page();
    await site.open(page, '/font/noto-serif-sc');
    const preview = page.getByTestId('editor-preview');
    await page.getByTestId('editor-input').fill('永字八法');
    await expect.poll(() => preview.getAttribute('data-font-family')).toMatch(/^Noto Serif SC [0-9a-f]{12}$/);
    const first = (await preview.getAttribute('data-font-family'))!;
    // Noto's outlines carry the overlap flag: its WOFF2 has the overlap bitmap, which Chromium reads.
    expect(await drawsInFont(page, first, '永字八法')).toBe(true);
    await page.getByTestId('editor-vertical').click();
    expect(await preview.evaluate((el) => getComputedStyle(el).writingMode)).toBe('vertical-rl');
    await page.getByTestId('editor-weight').selectOption('noto-serif-sc-900');
    await expect.poll(() => preview.getAttribute('data-font-family')).not.toBe(first);
    expect(await drawsInFont(page, (await preview.getAttribute('data-font-family'))!, '永字八法')).toBe(true);
    await page.close();
  });
});
