/**
 * Outline previews: a line of text drawn as SVG paths from a font's glyphs (design §6), so list
 * pages show every font in its own face without a font download. Characters the font lacks are
 * drawn from a fallback font, lighter, and named in `data-fallback`. Drawn once, kept on disk.
 */
import { FontCache, drawTextAsSvg } from '@hanmo/fonts';
import { type FileStore, sha256 } from '@hanmo/storage';
import type { Kysely } from 'kysely';
import type { Database } from '@hanmo/db';
import { type FontRef, findFont } from './fonts.ts';

/** The face that fills in missing characters: the seed's widest-coverage font. */
export const FALLBACK_FONT_GNO = 'noto-sans-sc';

export interface PreviewDeps {
  db: Kysely<Database>;
  fonts: FileStore;
  cache: FileStore;
  fontCache: FontCache;
}

export function previewer(deps: PreviewDeps) {
  const inFlight = new Map<string, Promise<string>>();
  const load = (font: FontRef) => deps.fontCache.get(font.fileHash, () => deps.fonts.read(font.ttfPath), font.faceIndex);

  /** The SVG of `text` in `font`; concurrent identical requests share one drawing. */
  return function previewSvg(font: FontRef, text: string): Promise<string> {
    const key = `previews/${sha256(`${font.fileHash}#${font.faceIndex}\n${text}`)}.svg`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = (async () => {
        if (await deps.cache.has(key)) return new TextDecoder().decode(await deps.cache.read(key));
        const parsed = await load(font);
        let fallback;
        if ([...text].some((ch) => !parsed.hasGlyphForCodePoint(ch.codePointAt(0)!))) {
          const ref = await findFont(deps.db, FALLBACK_FONT_GNO);
          if (ref && ref.fileHash !== font.fileHash) fallback = await load(ref);
        }
        const { svg } = drawTextAsSvg(parsed, text, { fallback });
        await deps.cache.write(key, svg);
        return svg;
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
}
