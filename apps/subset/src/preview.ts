/**
 * Outline previews: a line of text drawn as SVG paths from a font's glyphs (design §6), so list
 * pages show every font in its own face without a font download. Drawn once, kept on disk.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@hanmo/db';
import { FontCache, drawTextAsSvg } from '@hanmo/fonts';
import { type FileStore, sha256 } from '@hanmo/storage';

export interface PreviewDeps {
  db: Kysely<Database>;
  fonts: FileStore;
  cache: FileStore;
  fontCache: FontCache;
}

export interface FontRef {
  fontGNo: string;
  ttfPath: string;
  fileHash: string;
}

export function findFont(db: Kysely<Database>, fontGNo: string): Promise<FontRef | undefined> {
  return db
    .selectFrom('font')
    .select(['font_gno as fontGNo', 'ttf_path as ttfPath', 'file_hash as fileHash'])
    .where('font_gno', '=', fontGNo)
    .executeTakeFirst();
}

const inFlight = new Map<string, Promise<string>>();

/** The SVG of `text` in `font`; concurrent identical requests share one drawing. */
export function previewSvg(deps: PreviewDeps, font: FontRef, text: string): Promise<string> {
  const key = `previews/${sha256(`${font.fileHash}\n${text}`)}.svg`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = (async () => {
      if (await deps.cache.has(key)) return new TextDecoder().decode(await deps.cache.read(key));
      const parsed = await deps.fontCache.get(font.fileHash, () => deps.fonts.read(font.ttfPath));
      const { svg } = drawTextAsSvg(parsed, text);
      await deps.cache.write(key, svg);
      return svg;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
