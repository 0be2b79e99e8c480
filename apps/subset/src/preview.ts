/**
 * Outline previews: a line of text drawn as SVG paths from a font's glyphs (design §6), so list
 * pages show every font in its own face without a font download. Characters the font lacks are
 * drawn from a fallback font, lighter, and named in `data-fallback`. Drawn once in a worker
 * (never on the main thread), kept on disk.
 */
import type { FaceRef, SubsetPool } from '@hanmo/fonts';
import { type LocalFileStore, sha256 } from '@hanmo/storage';
import type { Kysely } from 'kysely';
import type { Database } from '@hanmo/db';
import type { DiskCache } from './disk-cache.ts';
import { type FontRef, findFont } from './fonts.ts';

/** The face that fills in missing characters: the seed's widest-coverage font. */
export const FALLBACK_FONT_GNO = 'noto-sans-sc';

export interface PreviewDeps {
  db: Kysely<Database>;
  fonts: LocalFileStore;
  disk: DiskCache;
  pool: SubsetPool;
}

export function faceRef(fonts: LocalFileStore, font: Pick<FontRef, 'fileHash' | 'ttfPath' | 'faceIndex'>): FaceRef {
  return { fontKey: font.fileHash, fontPath: fonts.pathOf(font.ttfPath), faceIndex: font.faceIndex };
}

export function previewer(deps: PreviewDeps) {
  const inFlight = new Map<string, Promise<string>>();

  /** The SVG of `text` in `font`; concurrent identical requests share one drawing. */
  return function previewSvg(font: FontRef, text: string): Promise<string> {
    const key = `previews/${sha256(`${font.fileHash}#${font.faceIndex}\n${text}`)}.svg`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = (async () => {
        const cached = await deps.disk.read(key);
        if (cached) return new TextDecoder().decode(cached);
        const fallback = await findFont(deps.db, FALLBACK_FONT_GNO);
        const bytes = await deps.pool.run({
          kind: 'svg',
          ...faceRef(deps.fonts, font),
          text,
          fallback: fallback && fallback.fileHash !== font.fileHash ? faceRef(deps.fonts, fallback) : undefined,
        });
        await deps.disk.write(key, bytes);
        return new TextDecoder().decode(bytes);
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
}
