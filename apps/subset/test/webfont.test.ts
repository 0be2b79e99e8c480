/** The subset service over HTTP (spec §7 `POST /webfont/http`), on a fresh seeded database. */
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { getJson, useServer } from '../../api/test/http.ts';

const s = useServer();

function batch(body: unknown) {
  return getJson(`${s.url}/webfont/http`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function download(path: string) {
  const res = await fetch(`${s.url}${path}`);
  return { res, data: new Uint8Array(await res.arrayBuffer()) };
}

const codePoints = (text: string) => [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);

describe('POST /webfont/http', () => {
  it('answers subset URLs in every format, with a family name fit for CSS', async () => {
    const { status, body } = await batch([{ gno: 'ma-shan-zheng', text: '春风得意马蹄疾' }]);
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const [item] = body.data;
    expect(item.gno).toBe('ma-shan-zheng');
    expect(item.familyName).toBe('Ma Shan Zheng');
    expect(item.familyName).not.toMatch(/[\d_.]/);
    expect(item.woff2Path).toMatch(/^\/subset\/files\/[0-9a-f]{16}\/[0-9a-f]{32}\.woff2$/);
    expect(item.woffPath).toBe(item.woff2Path.replace(/woff2$/, 'woff'));
    expect(item.ttfPath).toBe(item.woff2Path.replace(/woff2$/, 'ttf'));
    expect(item.missing).toBe('');
  });

  it.each(['woff2', 'woff', 'ttf'])('serves a %s holding exactly the requested characters, immutable', async (format) => {
    const text = '春风得意马蹄疾，一日看尽长安花';
    const { body } = await batch([{ gno: 'ma-shan-zheng', text }]);
    const { res, data } = await download(body.data[0][`${format}Path`]);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe(`font/${format}`);
    const font = fontkit.create(Buffer.from(data)) as fontkit.Font;
    // The cmap, read back: code points that map to a real glyph (format 4's closing 0xFFFF maps to none).
    const mapped = font.characterSet.filter((cp) => font.glyphForCodePoint(cp).id !== 0);
    expect(mapped.sort((a, b) => a - b)).toEqual(codePoints(text));
    // A 15-character preview costs kilobytes, not the 5.9 MB font.
    if (format === 'woff2') expect(data.byteLength).toBeLessThan(12_000);
  });

  it('names the same subset whatever the order or repetition of the characters', async () => {
    const a = (await batch([{ gno: 'noto-serif-sc', text: '永字八法' }])).body.data[0];
    const b = (await batch([{ gno: 'noto-serif-sc', text: '法八字永永永法' }])).body.data[0];
    expect(b.woff2Path).toBe(a.woff2Path);
    const c = (await batch([{ gno: 'noto-serif-sc', text: '永字八' }])).body.data[0];
    expect(c.woff2Path).not.toBe(a.woff2Path);
  });

  it('gives each weight of a family its own subset', async () => {
    const { body } = await batch([
      { gno: 'noto-serif-sc', text: '永' },
      { gno: 'noto-serif-sc-900', text: '永' },
    ]);
    expect(body.data.map((d: { weight: number }) => d.weight)).toEqual([400, 900]);
    expect(body.data[0].woff2Path).not.toBe(body.data[1].woff2Path);
  });

  it('answers the same bytes to concurrent first requests of a new subset', async () => {
    const { body } = await batch([{ gno: 'zhi-mang-xing', text: '行云流水 笔走龙蛇 并发' }]);
    const all = await Promise.all(Array.from({ length: 8 }, () => download(body.data[0].woff2Path)));
    for (const { res, data } of all) {
      expect(res.status).toBe(200);
      expect(Buffer.from(data).equals(Buffer.from(all[0]!.data))).toBe(true);
    }
  });

  it('reports the characters a font lacks', async () => {
    const { body } = await batch([{ gno: 'zcool-kuaile', text: '快乐𠀀𪚥' }]);
    expect(body.data[0].missing).toBe('𠀀𪚥');
  });

  it('answers an empty list, or only empty texts, with an empty list', async () => {
    expect((await batch([])).body).toEqual({ code: 200, message: '操作成功', data: [] });
    expect((await batch([{ gno: 'ma-shan-zheng', text: '' }])).body.data).toEqual([]);
  });

  it.each([
    ['not JSON', 'hello', /JSON/],
    ['an object, not a list', { gno: 'ma-shan-zheng', text: 'a' }, /数组/],
    ['a number gno', [{ gno: 7, text: 'a' }], /\[0\]\.gno/],
    ['a missing text', [{ gno: 'ma-shan-zheng' }], /\[0\]\.text/],
    ['an unknown font', [{ gno: 'no-such-font', text: 'a' }], /no-such-font/],
    ['text over 10,000 characters', [{ gno: 'ma-shan-zheng', text: '永'.repeat(10_001) }], /10000/],
    ['more than 50 items', Array.from({ length: 51 }, () => ({ gno: 'ma-shan-zheng', text: '永' })), /50/],
  ])('refuses %s with 400 and a clear message', async (_, body, message) => {
    const res = await batch(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('400');
    expect(res.body.message).toMatch(message);
  });

  it('answers 404 for a subset URL nobody asked for', async () => {
    const res = await fetch(`${s.url}/subset/files/0123456789abcdef/0123456789abcdef0123456789abcdef.woff2`);
    expect(res.status).toBe(404);
    const bad = await fetch(`${s.url}/subset/files/x/../../etc.woff2`);
    expect(bad.status).toBe(404);
  });
});
