/** Debian's Chromium driven by playwright-core, against a started site (see test/support/server.ts). */
import { type Browser, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { type TestServer, startServer } from '../test/support/server.ts';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The site for one test file; `env` adds settings (e.g. NODE_ENV=test for the test-only clock). */
export function useSite(options: { env?: Record<string, string> } = {}) {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const [started, launched] = await Promise.allSettled([
      startServer({ env: options.env }),
      chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS }),
    ]);
    // Keep whichever started, so afterAll stops it even when the other failed (no orphan server).
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get url() {
      return server!.url;
    },
    get server() {
      return server!;
    },
    /** A fresh page (own cookies) that fails the test on any console error or uncaught exception. */
    async page(options: { width?: number; token?: string } = {}): Promise<Page> {
      const context = await browser!.newContext({ viewport: { width: options.width ?? 1280, height: 900 }, locale: 'zh-CN', acceptDownloads: true });
      // A signed-in visitor: the session cookie the server would have set at login.
      if (options.token) await context.addCookies([{ name: 'token', value: options.token, url: server!.url, httpOnly: true, sameSite: 'Lax' }]);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        // The browser logs every 4xx answer as a failed load; a page that shows the API's refusal
        // (404 page, 401 wrong password, 429 limit) is working. Anything else is a fault.
        if (m.type() === 'error' && !/Failed to load resource: the server responded with a status of 4\d\d/.test(m.text())) {
          problems.push(`console: ${m.text()}`);
        }
      });
      page.once('close', () => expect(problems).toEqual([]));
      return page;
    },
    /** Opens a path and waits until React has hydrated the page (so typing is not lost). */
    async open(page: Page, path: string) {
      const response = await page.goto(`${server!.url}${path}`);
      await page.waitForSelector('html[data-hydrated]');
      return response;
    },
  };
}
