/**
 * Fonts on a page come as subsets of exactly the characters shown (design §6): ask the subset
 * service for them (`POST /webfont/http`), then register each answer as an @font-face rule with
 * WOFF2, WOFF and TrueType sources. The URLs are content-addressed and immutable, so no
 * cache-buster is needed (decision 0003).
 */
import { SUBSET_SUCCESS_CODE, normalizeError } from '@hanmo/contract';

export interface SubsetRequestItem {
  gno: string;
  text: string;
}

export interface SubsetFace {
  gno: string;
  familyName: string;
  weight: number;
  woff2Path: string;
  woffPath: string;
  ttfPath: string;
  /** Characters of the text the font lacks. */
  missing: string;
}

export interface LoadedSubsetFace extends SubsetFace {
  /** The CSS font-family to use for this subset (one per subset: two subsets never shadow each other). */
  webFontFamily: string;
}

export async function requestSubsets(items: SubsetRequestItem[], signal?: AbortSignal): Promise<SubsetFace[]> {
  const wanted = items.filter((i) => i.text.length > 0);
  if (!wanted.length) return []; // spec §7: nothing to subset, no call
  const res = await fetch('/webfont/http', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(wanted),
    signal,
  });
  const body = (await res.json().catch(() => null)) as { code?: unknown; message?: string; data?: SubsetFace[] } | null;
  if (!res.ok || body?.code !== SUBSET_SUCCESS_CODE) throw normalizeError({ status: res.ok ? 500 : res.status, message: body?.message });
  return body.data ?? [];
}

/** The family name a subset is registered under: the font's name plus the subset's own key. */
export function webFontFamilyOf(face: SubsetFace): string {
  const key = /\/([0-9a-f]{32})\.woff2$/.exec(face.woff2Path)?.[1] ?? face.gno;
  return `${face.familyName} ${key.slice(0, 12)}`;
}

const registered = new Set<string>();

/** Adds an @font-face rule per subset (once per family) and returns the families to use. */
export function registerSubsetFonts(faces: SubsetFace[]): LoadedSubsetFace[] {
  const rules: string[] = [];
  const loaded = faces.map((face) => {
    const webFontFamily = webFontFamilyOf(face);
    if (!registered.has(webFontFamily)) {
      registered.add(webFontFamily);
      rules.push(
        `@font-face{font-family:"${webFontFamily}";font-display:block;` +
          `src:url("${face.woff2Path}") format("woff2"),url("${face.woffPath}") format("woff"),url("${face.ttfPath}") format("truetype")}`,
      );
    }
    return { ...face, webFontFamily };
  });
  if (rules.length) {
    const style = document.createElement('style');
    style.dataset.subsetFonts = '';
    style.textContent = rules.join('\n');
    document.head.append(style);
  }
  return loaded;
}

/** Requests, registers and waits until the browser has the glyphs: ready to paint the text. */
export async function loadSubsetFonts(items: SubsetRequestItem[], signal?: AbortSignal): Promise<LoadedSubsetFace[]> {
  const wanted = items.filter((i) => i.text.length > 0);
  const loaded = registerSubsetFonts(await requestSubsets(wanted, signal));
  // The answer is in the order of the request: face i draws text i.
  await Promise.all(loaded.map((face, i) => document.fonts.load(`32px "${face.webFontFamily}"`, wanted[i]!.text)));
  return loaded;
}
