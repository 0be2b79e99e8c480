/** Drags the slider captcha on the page into its gap, as a person would (the gap found from the pixels). */
import type { Page } from 'playwright-core';
import { findGap } from '../test/support/captcha.ts';

export async function dragSliderIntoGap(page: Page): Promise<void> {
  const slider = page.getByTestId('slider-captcha');
  const images = slider.locator('img');
  await images.nth(1).waitFor();
  const [original, jigsaw] = await images.evaluateAll((els) => els.map((e) => (e as HTMLImageElement).src.split(',')[1]!));
  const gap = await findGap({ originalImageBase64: original!, jigsawImageBase64: jigsaw!, token: '', secretKey: '' });
  const handle = (await page.getByTestId('slider-handle').boundingBox())!;
  const picture = (await images.first().boundingBox())!;
  const distance = gap * (picture.width / 310);
  const y = handle.y + handle.height / 2;
  await page.mouse.move(handle.x + handle.width / 2, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(handle.x + handle.width / 2 + (distance * step) / 10, y);
  await page.mouse.up();
}
