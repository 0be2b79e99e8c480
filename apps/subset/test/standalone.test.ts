/** The font service on its own host (SUBSET_BASE deployments): subsets and its own /metrics. */
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../../../test/support/paths.ts';
import { startServer } from '../../../test/support/server.ts';

describe('the font service alone (apps/subset/src/server.ts)', () => {
  it('names and serves subsets, and reports its cache in /metrics', async () => {
    const server = await startServer({ dialect: inject('dialect'), entry: path.join(repoRoot, 'apps/subset/src/server.ts') });
    try {
      const res = await fetch(`${server.url}/webfont/http`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify([{ gno: 'ma-shan-zheng', text: '永字八法' }]) });
      expect(res.status).toBe(200);
      const { woff2Path } = ((await res.json()) as { data: { woff2Path: string }[] }).data[0]!;
      const font = await fetch(server.url + woff2Path);
      expect(font.status).toBe(200);
      expect(font.headers.get('content-type')).toBe('font/woff2');
      expect((await font.arrayBuffer()).byteLength).toBeGreaterThan(500);
      const metrics = await (await fetch(`${server.url}/metrics`)).text();
      expect(Number(/^hanmo_subsets_made_total (\d+)$/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(1);
    } finally {
      await server.stop();
    }
  });
});
