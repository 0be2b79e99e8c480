/**
 * The font service (Hono): outline previews, subsets on demand (spec §7 `POST /webfont/http`) and
 * the subset files. Mounted in-process by the web host, or run alone by server.ts.
 */
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { PREVIEW_MAX_CHARS, errorEnvelope, stripHtmlSuffix } from '@hanmo/contract';
import type { Database } from '@hanmo/db';
import { SubsetPool } from '@hanmo/fonts';
import type { LocalFileStore } from '@hanmo/storage';
import { DiskCache } from './disk-cache.ts';
import { findFont } from './fonts.ts';
import { previewer } from './preview.ts';
import { BackgroundRecompressor } from './recompressor.ts';
import { IMMUTABLE, webfontHandlers } from './webfont.ts';

export interface SubsetDeps {
  db: Kysely<Database>;
  fonts: LocalFileStore;
  cache: LocalFileStore;
  logger: Logger;
  /** Bound of the cache folder: subsets and previews (SUBSET_CACHE_MAX_MB). */
  cacheMaxBytes: number;
  /** Recompress cached WOFF2 at brotli 11 in a low-priority process (SUBSET_RECOMPRESS). */
  recompress: boolean;
}

export function createSubsetApp(deps: SubsetDeps) {
  const app = new Hono();
  const disk = new DiskCache(deps.cache, deps.cacheMaxBytes, deps.logger);
  const recompressor = deps.recompress
    ? new BackgroundRecompressor(deps.logger, (file, bytes) => {
        const key = disk.keyOf(file);
        disk.replaced(key, bytes);
        webfont.forget(key); // the next hit reads the smaller file
      })
    : undefined;
  const pool = new SubsetPool({
    // Workers write the subset files they make; here they are only counted (and queued for brotli 11).
    onSaved(file, result) {
      if (result.error !== undefined) {
        disk.unexpect(disk.keyOf(file));
        return deps.logger.warn({ file, error: result.error }, 'subset cache write failed');
      }
      disk.recordSaved(disk.keyOf(file), result.bytes);
      if (file.endsWith('.woff2')) recompressor?.enqueue(file);
    },
  });
  const previewSvg = previewer({ ...deps, pool, disk });
  const webfont = webfontHandlers({ ...deps, pool, disk });

  app.post('/webfont/http', webfont.batch);
  app.post('/subset/web-variable-font', webfont.variable);
  app.get('/subset/files/:dir/:file', webfont.file);

  app.get('/subset/preview/:file', async (c) => {
    const file = c.req.param('file');
    if (!file.endsWith('.svg')) return c.json(errorEnvelope(404), 404);
    const fontGNo = stripHtmlSuffix(file.slice(0, -'.svg'.length));
    const text = c.req.query('t') ?? '';
    const chars = [...text];
    if (chars.length === 0 || chars.length > PREVIEW_MAX_CHARS) {
      return c.json(errorEnvelope(400, `参数 t 无效：预览文字需为 1 到 ${PREVIEW_MAX_CHARS} 个字`), 400);
    }
    const font = await findFont(deps.db, fontGNo);
    if (!font) return c.json(errorEnvelope(404, '字体不存在'), 404);
    const version = font.fileHash.slice(0, 16);
    if (c.req.query('v') !== version) {
      // The URL names the font file's hash, so a cached preview can never show an old file.
      const q = new URLSearchParams({ v: version, t: text });
      return c.redirect(`/subset/preview/${encodeURIComponent(fontGNo)}.svg?${q}`, 302);
    }
    const svg = await previewSvg(font, text);
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': IMMUTABLE });
  });

  app.onError((err, c) => {
    deps.logger.error({ err, path: c.req.path }, 'subset service error');
    return c.json(errorEnvelope(500), 500);
  });
  app.notFound((c) => c.json(errorEnvelope(404), 404));
  /** For GET /metrics: how the subset cache is doing. */
  const metrics = () => ({
    hanmo_subsets_made_total: { help: 'Subset files made by a worker (cache misses).', value: webfont.counts.made, type: 'counter' as const },
    hanmo_subsets_from_memory_total: { help: 'Subset files served from memory.', value: webfont.counts.fromMemory, type: 'counter' as const },
    hanmo_subsets_from_disk_total: { help: 'Subset files served from the disk cache.', value: webfont.counts.fromDisk, type: 'counter' as const },
    hanmo_subset_cache_bytes: { help: 'Bytes in the cache folder (subsets, manifests, previews).', value: disk.bytes },
    hanmo_subset_recompress_pending: { help: 'WOFF2 files waiting for brotli 11.', value: recompressor?.pending ?? 0 },
  });
  return Object.assign(app, {
    metrics,
    close: () => {
      recompressor?.close();
      return pool.close();
    },
  });
}
