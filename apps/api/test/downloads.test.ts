/** Font downloads over HTTP: login required, the download rule, signed expiring URLs, history. */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUrl } from '@hanmo/storage';
import { createSession } from '../../../test/support/session.ts';
import { type TestServer, startServer } from '../../../test/support/server.ts';
import { getJson } from './http.ts';

const SECRET = 'downloads-test-secret-downloads-test-secret';
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer({ dialect: inject('dialect'), env: { SIGNING_SECRET: SECRET } });
  token = (await createSession(server)).token;
});
afterAll(() => server?.stop());

const auth = (t = token) => ({ headers: { 'hanmo-authenticate': t } });
const urlFor = (gno: string, t = token) => getJson(`${server.url}/web/api/font/get-download-url?fontGNo=${gno}`, auth(t));

describe('who may download', () => {
  it('refuses a visitor with 401', async () => {
    const { status, body } = await getJson(`${server.url}/web/api/font/get-download-url?fontGNo=ma-shan-zheng`);
    expect(status).toBe(401);
    expect(body).toEqual({ code: '401', message: '请先登录', data: null });
  });

  it('answers S00106 for an unknown token and for an expired session', async () => {
    const unknown = await urlFor('ma-shan-zheng', 'not-a-real-token');
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('S00106');
    const expired = await createSession(server, { expiresInSeconds: -60 });
    const late = await urlFor('ma-shan-zheng', expired.token);
    expect(late.body.code).toBe('S00106');
  });

  it('accepts the token cookie as well as the header', async () => {
    const res = await getJson(`${server.url}/web/api/font/get-download-url?fontGNo=ma-shan-zheng`, { headers: { Cookie: `token=${token}` } });
    expect(res.status).toBe(200);
  });
});

describe('the download rule', () => {
  it('refuses a font marked 即将上线, saying so', async () => {
    const { status, body } = await urlFor('noto-serif-tc');
    expect(status).toBe(403);
    expect(body.message).toContain('即将上线');
  });

  it('refuses a font without a download setting, saying so', async () => {
    const { status, body } = await urlFor('zcool-qingke-huangyou');
    expect(status).toBe(403);
    expect(body.message).toContain('仅供在线预览');
  });

  it('answers 404 for an unknown font', async () => {
    expect((await urlFor('no-such-font')).status).toBe(404);
  });
});

describe('signed download URLs', () => {
  it('serve the whole file under its Chinese name and record the download', async () => {
    const { status, body } = await urlFor('ma-shan-zheng');
    expect(status).toBe(200);
    const file = body.data;
    expect(file.fileName).toBe('马善政毛笔楷书-Regular.ttf');
    const ttl = (Date.parse(file.expiresAt) - Date.now()) / 1000;
    expect(ttl).toBeGreaterThan(590);
    expect(ttl).toBeLessThanOrEqual(600);

    const res = await fetch(`${server.url}${file.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Ma Shan Zheng-Regular.ttf"; filename*=UTF-8''${encodeURIComponent('马善政毛笔楷书-Regular.ttf')}`,
    );
    const data = Buffer.from(await res.arrayBuffer());
    expect(data.byteLength).toBe(file.fileSize);
    const info = (await getJson(`${server.url}/web/api/font/getFontDetail?fontGNo=ma-shan-zheng`)).body.data;
    expect(data.byteLength).toBe(info.fileSize);
    expect(data.subarray(0, 4)).toEqual(Buffer.from([0, 1, 0, 0]));

    const history = (await getJson(`${server.url}/web/api/account/download/history`, auth())).body.data;
    expect(history.records[0]).toMatchObject({ fontGNo: 'ma-shan-zheng', familyName: '马善政毛笔楷书', format: 'ttf' });
    // Another user's history does not show it.
    const other = await createSession(server, { nickname: '另一位用户' });
    expect((await getJson(`${server.url}/web/api/account/download/history`, auth(other.token))).body.data.total).toBe(0);
  });

  it.each([
    ['another font', (u: URL) => u.searchParams.set('f', 'noto-serif-tc')],
    ['another user', (u: URL) => u.searchParams.set('u', '999')],
    ['a later expiry', (u: URL) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 86_400))],
    // One character changed (to another one: a signature may already start with 'A').
    ['a changed signature', (u: URL) => {
      const sig = u.searchParams.get('sig')!;
      u.searchParams.set('sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1));
    }],
  ])('refuse %s with 403 and write nothing', async (_, tamper) => {
    const { body } = await urlFor('zhi-mang-xing');
    const u = new URL(body.data.url, server.url);
    tamper(u);
    const res = await getJson(u.toString());
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('下载链接无效');
    const history = (await getJson(`${server.url}/web/api/account/download/history?size=100`, auth())).body.data.records;
    expect(history.some((r: { fontGNo: string }) => r.fontGNo === 'zhi-mang-xing')).toBe(false);
  });

  it('refuse an expired link with 403', async () => {
    const expired = signUrl(SECRET, '/web/api/font/download-file', { f: 'ma-shan-zheng', u: '1' }, new Date(Date.now() - 1000));
    const res = await getJson(`${server.url}${expired}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('已过期');
  });

  it('list every downloadable face of a family for the download dialog', async () => {
    const { status, body } = await getJson(`${server.url}/api/v1/web/noto-serif-sc-700/download`, auth());
    expect(status).toBe(200);
    expect(body.data.map((f: { weight: number }) => f.weight)).toEqual([200, 300, 400, 500, 600, 700, 800, 900]);
    const bold = body.data.find((f: { weight: number }) => f.weight === 700);
    const res = await fetch(`${server.url}${bold.url}`);
    expect(res.status).toBe(200);
    const sha = createHash('sha256').update(Buffer.from(await res.arrayBuffer())).digest('hex');
    expect(sha).toHaveLength(64);
    expect((await getJson(`${server.url}/api/v1/web/noto-serif-tc/download`, auth())).status).toBe(403);
  });
});
