/** `POST /subset/web-variable-font`: subsets of a variable font keep their axes; static fonts are refused. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { createDb, importFontFile } from '@hanmo/db';
import { LocalFileStore } from '@hanmo/storage';
import { getJson, useServer } from '../../api/test/http.ts';

const s = useServer();
const require = createRequire(import.meta.url);
// No whole variable CJK font is published on npm (decision 0009); one unicode-range slice of Noto
// Serif SC's variable font (wght 200–900) stands in as a real variable CJK font for this test.
const slice = new Uint8Array(
  fs.readFileSync(path.join(path.dirname(require.resolve('@fontsource-variable/noto-serif-sc/package.json')), 'files/noto-serif-sc-119-wght-normal.woff2')),
);

const post = (body: unknown) =>
  getJson(`${s.url}/subset/web-variable-font`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('POST /subset/web-variable-font', () => {
  it('answers a subset that keeps the weight axis', async () => {
    const handle = createDb(s.server.databaseUrl);
    const imported = await importFontFile(handle.db, new LocalFileStore(path.join(s.server.dataDir, 'files')), 'slice.woff2', slice, { slug: 'noto-serif-sc-vf' });
    await handle.destroy();
    expect(imported.status).toBe('imported');
    const font = fontkit.create(Buffer.from(slice)) as fontkit.Font;
    const text = String.fromCodePoint(...font.characterSet.filter((cp) => cp > 0x4e00).slice(0, 6));

    const { status, body } = await post([{ gno: 'noto-serif-sc-vf', text }]);
    expect(status).toBe(200);
    expect(body.data[0].axes).toEqual([{ tag: 'wght', name: 'Weight', min: 200, default: 200, max: 900 }]);
    const woff2 = new Uint8Array(await (await fetch(`${s.url}${body.data[0].woff2Path}`)).arrayBuffer());
    const subset = fontkit.create(Buffer.from(woff2)) as fontkit.Font & { variationAxes: Record<string, { min: number; max: number }> };
    expect(subset.variationAxes.wght).toMatchObject({ min: 200, max: 900 });
    expect(subset.characterSet.filter((cp) => subset.glyphForCodePoint(cp).id !== 0).sort((a, b) => a - b)).toEqual(
      [...text].map((c) => c.codePointAt(0)!).sort((a, b) => a - b),
    );
  });

  it('refuses a static font with 400', async () => {
    const { status, body } = await post([{ gno: 'ma-shan-zheng', text: '永' }]);
    expect(status).toBe(400);
    expect(body.message).toBe('字体 ma-shan-zheng 不是可变字体');
  });
});
