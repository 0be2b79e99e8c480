/** The font catalogue endpoints over HTTP, on a fresh seeded database. */
import { describe, expect, it } from 'vitest';
import { getJson, useServer } from './http.ts';

const s = useServer();
const list = (query = '') => getJson(`${s.url}/web/api/font/getFontList${query}`);

describe('GET /web/api/font/getFontList', () => {
  it('answers the first page of font families in the envelope, newest first', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.code).toBe('200');
    const page = body.data;
    expect(page.current).toBe(1);
    expect(page.total).toBeGreaterThanOrEqual(10);
    expect(page.records.length).toBe(Math.min(page.total, page.size));
    // Families only: faces of Noto Serif SC are children, not list rows.
    const gnos = page.records.map((r: any) => r.fontGNo);
    expect(gnos).toContain('noto-serif-sc');
    expect(gnos).not.toContain('noto-serif-sc-700');
    const dates = page.records.map((r: any) => r.releaseDate ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('pages through the whole catalogue without repeats', async () => {
    const first = (await list('?size=4&current=1')).body.data;
    expect(first.pages).toBe(Math.ceil(first.total / 4));
    const seen = new Set<string>();
    for (let p = 1; p <= first.pages; p++) {
      const page = (await list(`?size=4&current=${p}`)).body.data;
      for (const r of page.records) seen.add(r.fontGNo);
    }
    expect(seen.size).toBe(first.total);
    const beyond = (await list(`?size=4&current=${first.pages + 1}`)).body.data;
    expect(beyond.records).toEqual([]);
  });

  it.each([
    ['current', 'abc'],
    ['current', '1.5'],
    ['size', 'ten'],
    ['current', '0'],
    ['current', '-3'],
    ['size', '0'],
    ['size', '-1'],
    ['current', '99999999'],
  ])('refuses %s=%s with 400 naming the field', async (field, value) => {
    const { status, body } = await list(`?${field}=${encodeURIComponent(value)}`);
    expect(status).toBe(400);
    expect(body.code).toBe('400');
    expect(body.data).toBeNull();
    expect(body.message).toContain(field);
  });

  it('clamps a huge size to the maximum of 100', async () => {
    const { status, body } = await list('?size=100000');
    expect(status).toBe(200);
    expect(body.data.size).toBe(100);
  });

  it('filters by style category and by licence', async () => {
    const kai = (await list('?style=kai')).body.data;
    expect(kai.total).toBeGreaterThanOrEqual(1);
    expect(kai.records.every((r: any) => r.styleCategory === 'kai')).toBe(true);
    expect(kai.records.map((r: any) => r.fontGNo)).toContain('ma-shan-zheng');

    const song = (await list('?style=song')).body.data;
    expect(song.records.map((r: any) => r.fontGNo)).not.toContain('ma-shan-zheng');

    const free = (await list('?license=free')).body.data;
    expect(free.total).toBeGreaterThanOrEqual(10);
    const commercial = (await list('?license=commercial')).body.data;
    expect(commercial.total).toBe(0);
    expect(commercial.records).toEqual([]);
  });

  it('refuses an unknown style with 400 naming the field', async () => {
    const { status, body } = await list('?style=fancy');
    expect(status).toBe(400);
    expect(body.message).toContain('style');
  });

  it('sorts by name', async () => {
    const names = (await list('?sort=name&size=100')).body.data.records.map((r: any) => r.englishName);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('applies the download rule: 即将上线 and fonts without a download setting are not downloadable', async () => {
    const records = (await list('?size=100')).body.data.records;
    const byGno = Object.fromEntries(records.map((r: any) => [r.fontGNo, r]));
    expect(byGno['ma-shan-zheng'].downloadable).toBe(true);
    const comingSoon = records.filter((r: any) => r.wapperTag?.includes('jijiangshangxian'));
    expect(comingSoon.length).toBeGreaterThanOrEqual(1);
    expect(comingSoon.every((r: any) => !r.downloadable)).toBe(true);
    expect(byGno['zcool-qingke-huangyou'].downloadable).toBe(false);
  });
});

describe('GET /web/api/font/getFontDetail', () => {
  it('answers a family with its faces flattened in childFontResource', async () => {
    const { status, body } = await getJson(`${s.url}/web/api/font/getFontDetail?fontGNo=noto-serif-sc`);
    expect(status).toBe(200);
    const font = body.data;
    expect(font.familyName).toBe('思源宋体');
    expect(font.weight).toBe(400);
    expect(font.childFontResource).toHaveLength(7);
    const weights = font.childFontResource.map((c: any) => c.weight);
    expect(weights).toEqual([...weights].sort((a: number, b: number) => a - b));
    expect(weights).toContain(900);
    expect(font.parentGNo).toBeNull();
  });

  it('answers a face with its family named as parent', async () => {
    const { body } = await getJson(`${s.url}/web/api/font/getFontDetail?fontGNo=noto-serif-sc-700`);
    expect(body.data.weight).toBe(700);
    expect(body.data.parentGNo).toBe('noto-serif-sc');
  });

  it('answers an unknown font with the 404 envelope', async () => {
    const { status, body } = await getJson(`${s.url}/web/api/font/getFontDetail?fontGNo=no-such-font`);
    expect(status).toBe(404);
    expect(body).toEqual({ code: '404', message: expect.stringMatching(/不存在/), data: null });
  });

  it('refuses a missing fontGNo with 400 naming the field', async () => {
    const { status, body } = await getJson(`${s.url}/web/api/font/getFontDetail`);
    expect(status).toBe(400);
    expect(body.message).toContain('fontGNo');
  });
});

describe('outline previews', () => {
  it('draws a font name as SVG paths, immutable, without sending the font', async () => {
    const detail = (await getJson(`${s.url}/web/api/font/getFontDetail?fontGNo=ma-shan-zheng`)).body.data;
    const res = await fetch(`${s.url}${detail.namePreviewUrl}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg[^>]+viewBox/);
    expect(svg).toContain('<path');
    expect(svg).toContain('马善政毛笔楷书');
    expect(svg.length).toBeLessThan(60_000);
  });

  it('draws characters the font lacks from the fallback font, marked', async () => {
    // Ma Shan Zheng has GB2312 but not 啰 (通用规范汉字表 level 1); the fallback (Noto Sans SC) has it.
    const detail = (await getJson(`${s.url}/web/api/font/getFontDetail?fontGNo=ma-shan-zheng`)).body.data;
    const url = new URL(detail.namePreviewUrl, s.url);
    url.searchParams.set('t', '啰嗦');
    const svg = await (await fetch(url)).text();
    expect(svg).toContain('data-fallback="啰"');
    expect(svg.match(/<path /g)).toHaveLength(2);
  });

  it('redirects a stale font version to the current one', async () => {
    const res = await fetch(`${s.url}/subset/preview/ma-shan-zheng.svg?v=stale&t=${encodeURIComponent('永')}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/v=[0-9a-f]{16}/);
  });

  it('refuses an empty or over-long text with 400', async () => {
    const empty = await getJson(`${s.url}/subset/preview/ma-shan-zheng.svg?v=x&t=`);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('t');
    const long = await getJson(`${s.url}/subset/preview/ma-shan-zheng.svg?v=x&t=${'永'.repeat(41)}`);
    expect(long.status).toBe(400);
  });

  it('answers an unknown font with 404', async () => {
    const res = await getJson(`${s.url}/subset/preview/nope.svg?v=x&t=a`);
    expect(res.status).toBe(404);
  });
});

describe('font information endpoints', () => {
  it('lists the faces below a family, flattened', async () => {
    const { status, body } = await getJson(`${s.url}/api/v1/web/search/noto-sans-sc/childs`);
    expect(status).toBe(200);
    expect(body.data.map((c: any) => c.weight)).toEqual([100, 200, 300, 500, 600, 700, 800, 900]);
    expect((await getJson(`${s.url}/api/v1/web/search/ma-shan-zheng/childs`)).body.data).toEqual([]);
  });

  it('answers what the font file says about itself, with its coverage', async () => {
    const { status, body } = await getJson(`${s.url}/api/v1/web/search/fontInformation/ma-shan-zheng`);
    expect(status).toBe(200);
    const info = body.data;
    expect(info).toMatchObject({ fontGNo: 'ma-shan-zheng', postscriptName: 'MaShanZheng-Regular', weight: 400, italic: false, licenseType: 'free', parentGNo: null });
    expect(info.licenseUrl).toContain('openfontlicense');
    const gb2312 = info.coverage.find((c: any) => c.name === 'gb2312');
    expect(gb2312).toMatchObject({ label: 'GB2312', total: 6763, covered: 6763, percent: 100 });
    const level1 = info.coverage.find((c: any) => c.total === 3500);
    expect(level1.covered).toBe(3500 - [...info.missingLevel1].length);
    expect(info.axes).toEqual([]);
  });

  it('answers the family main face for /pid, from a face or from the main face itself', async () => {
    const fromChild = (await getJson(`${s.url}/api/v1/web/search/fontInformation/noto-serif-sc-700/pid`)).body.data;
    expect(fromChild.fontGNo).toBe('noto-serif-sc');
    const own = (await getJson(`${s.url}/api/v1/web/search/fontInformation/noto-serif-sc-700`)).body.data;
    expect(own.parentGNo).toBe('noto-serif-sc');
    expect((await getJson(`${s.url}/api/v1/web/search/fontInformation/noto-serif-sc/pid`)).body.data.fontGNo).toBe('noto-serif-sc');
  });

  it('answers unknown fonts with the 404 envelope', async () => {
    for (const path of ['/api/v1/web/search/nope/childs', '/api/v1/web/search/fontInformation/nope', '/api/v1/web/search/fontInformation/nope/pid']) {
      const { status, body } = await getJson(`${s.url}${path}`);
      expect(status, path).toBe(404);
      expect(body.code).toBe('404');
    }
  });

  it('lists variable fonts (none among the seeded static fonts)', async () => {
    const { status, body } = await getJson(`${s.url}/api/v1/variable/query-list`);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });
});
