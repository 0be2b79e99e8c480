/** API conventions of design §4 over HTTP: envelopes for unknown paths and methods, OpenAPI, lookups, health. */
import { describe, expect, inject, it } from 'vitest';
import { getJson, useServer } from './http.ts';

const s = useServer();

describe('API conventions', () => {
  it.each(['/web/api/no/such/thing', '/api/v1/nothing-here', '/api/v1/web/search/x/unknown'])('unknown path %s → 404 envelope', async (path) => {
    const { status, body } = await getJson(`${s.url}${path}`);
    expect(status).toBe(404);
    expect(body).toEqual({ code: '404', message: '请求的资源不存在', data: null });
  });

  it('a known path with the wrong method → 405 envelope with Allow', async () => {
    const { status, headers, body } = await getJson(`${s.url}/web/api/font/getFontList`, { method: 'DELETE' });
    expect(status).toBe(405);
    expect(headers.get('allow')).toContain('GET');
    expect(body).toEqual({ code: '405', message: '不支持该请求方法', data: null });
  });

  it('publishes an OpenAPI document that documents the paging bounds', async () => {
    const { status, body } = await getJson(`${s.url}/api/openapi.json`);
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    const op = body.paths['/web/api/font/getFontList'].get;
    const size = op.parameters.find((p: any) => p.name === 'size');
    expect(size.description ?? size.schema.description).toContain('100');
    expect(body.paths['/web/api/font/getFontDetail']).toBeDefined();
  });

  it('serves a reference page that needs nothing from the internet', async () => {
    const res = await fetch(`${s.url}/api/docs`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('/web/api/font/getFontList');
    expect(html).not.toMatch(/<script[^>]+src=["']https?:/);
    expect(html).not.toMatch(/<link[^>]+href=["']https?:/);
  });

  it('lists the seeded friend links', async () => {
    const { status, body } = await getJson(`${s.url}/web/api/friendshipLinks/getFriendshipLinks`);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    for (const link of body.data) {
      expect(link.name).toBeTruthy();
      expect(link.url).toMatch(/^https?:\/\//);
    }
  });

  it('answers the font dictionary with string dictNumbers', async () => {
    const { body } = await getJson(`${s.url}/web/api/dict/font-default`);
    expect(body.data.styleCategory.map((e: any) => e.dictLabel)).toEqual(
      expect.arrayContaining(['楷书', '行书', '草书', '隶书', '篆书', '宋体', '黑体', '圆体', '手写', '艺术']),
    );
    expect(body.data.licenseType.map((e: any) => e.dictLabel)).toEqual(['免费商用', '个人免费', '商用授权']);
    for (const e of body.data.styleCategory) expect(typeof e.dictNumber).toBe('string');
  });

  it('reports liveness and readiness (with the database)', async () => {
    expect((await getJson(`${s.url}/healthz`)).status).toBe(200);
    const ready = await getJson(`${s.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ok');
    // The suite runs once per dialect; make sure this run really is on the one it claims.
    expect(ready.body.database).toBe(inject('dialect'));
  });

  it('sends security headers and compresses JSON', async () => {
    const res = await fetch(`${s.url}/web/api/font/getFontList?size=50`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect((await res.json()).data.records.length).toBeGreaterThan(0);
  });

  it('compresses only what is worth it, and only as the client allows', async () => {
    const list = `${s.url}/web/api/font/getFontList?size=50`;
    for (const refused of ['identity', 'gzip;q=0', 'br']) {
      const res = await fetch(list, { headers: { 'Accept-Encoding': refused } });
      expect(res.headers.get('content-encoding'), refused).toBeNull();
      expect(Number(res.headers.get('content-length'))).toBe((await res.arrayBuffer()).byteLength);
    }
    expect((await fetch(list, { headers: { 'Accept-Encoding': '*' } })).headers.get('content-encoding')).toBe('gzip');
    // A small answer goes out as it is, with its length: gzip would cost more than it saves.
    const small = await fetch(`${s.url}/web/api/font/getFontList?size=1&current=10000`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(Number(small.headers.get('content-length'))).toBeLessThan(1024);
    expect((await small.json()).code).toBeDefined();
  });

  it('never serves whole font files from the file store', async () => {
    const res = await fetch(`${s.url}/files/fonts/anything.ttf`);
    expect(res.status).toBe(404);
  });
});
