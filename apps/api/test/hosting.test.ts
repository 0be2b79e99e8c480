/** How the site is hosted: restarts keep data, the API can live on its own host, SIGTERM stops cleanly. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../../../test/support/paths.ts';
import { startServer } from '../../../test/support/server.ts';
import { getJson } from './http.ts';

describe('hosting', () => {
  // The data folder holds the SQLite file; on PostgreSQL the database outlives the process anyway.
  it.skipIf(inject('dialect') !== 'sqlite')('a second start on the same data keeps it and adds nothing', async () => {
    const first = await startServer({ keepData: true });
    const before = (await getJson(`${first.url}/web/api/font/getFontList?size=100`)).body.data;
    await fetch(`${first.url}${before.records[0].namePreviewUrl}`); // leave a generated preview behind
    await first.stop();

    const second = await startServer({ dataDir: first.dataDir });
    try {
      const after = (await getJson(`${second.url}/web/api/font/getFontList?size=100`)).body.data;
      expect(after.total).toBe(before.total);
      expect(after.records.map((r: any) => r.fontGNo)).toEqual(before.records.map((r: any) => r.fontGNo));
      expect(second.logs.some((l) => l.includes('种子数据已写入'))).toBe(false);
    } finally {
      await second.stop();
    }
  });

  it('serves pages from an API on another host when API_BASE is set', async () => {
    const api = await startServer({ dialect: inject('dialect'), entry: path.join(repoRoot, 'apps/api/src/server.ts') });
    const site = await startServer({ dialect: inject('dialect'), env: { API_BASE: api.url } });
    try {
      const viaSite = await getJson(`${site.url}/web/api/font/getFontDetail?fontGNo=ma-shan-zheng`);
      expect(viaSite.status).toBe(200);
      const page = await fetch(`${site.url}/font`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('马善政毛笔楷书');
      expect(api.logs.some((l) => l.includes('"path":"/web/api/font/getFontList"'))).toBe(true);
      // With the API host gone, the site answers the network-error envelope instead of failing.
      await api.stop();
      const down = await getJson(`${site.url}/web/api/font/getFontList`);
      expect(down.status).toBe(502);
      expect(down.body).toEqual({ code: '502', message: '网络错误，请稍后重试', data: null });
    } finally {
      await site.stop();
      await api.stop();
    }
  });

  it('passes on an API answer that came chunked (an API behind a proxy), whole and gzipped', async () => {
    // An upstream that streams its JSON: Transfer-Encoding chunked, no Content-Length.
    const records = Array.from({ length: 40 }, (_, i) => ({ fontGNo: `font-${i}`, name: `字体${i}` }));
    const body = JSON.stringify({ code: 200, message: '操作成功', data: { records, total: 40 } });
    const upstream = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.write(body.slice(0, 100));
      res.end(body.slice(100));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const site = await startServer({ dialect: inject('dialect'), env: { API_BASE: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` } });
    try {
      const res = await fetch(`${site.url}/web/api/font/getFontList`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('transfer-encoding')).toBeNull();
      expect(await res.json()).toEqual(JSON.parse(body));
    } finally {
      await site.stop();
      upstream.close();
    }
  });
});
