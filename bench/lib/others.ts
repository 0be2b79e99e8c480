/** The two references the benchmark compares against, called on exactly the same input as ours. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import subsetFont from 'subset-font';
import type { SubsetFormat } from '../../packages/fonts/src/index.ts';

const run = promisify(execFile);

const SUBSET_FONT_FORMAT = { ttf: 'sfnt', woff: 'woff', woff2: 'woff2' } as const;

/**
 * The `subset-font` npm package: harfbuzzjs again, but it parses the whole font on every call and
 * encodes WOFF2 with brotli 11 and the glyf transform (via fontverter/wawoff2).
 */
export function subsetFontRun(font: Buffer, text: string, format: SubsetFormat): Promise<Uint8Array> {
  return subsetFont(font, text, { targetFormat: SUBSET_FONT_FORMAT[format] });
}

/** Whether Debian's `hb-subset` (package libharfbuzz-bin) is on PATH; its version line if so. */
export async function hbSubsetVersion(): Promise<string | undefined> {
  try {
    const { stdout } = await run('hb-subset', ['--version']);
    return stdout.split('\n')[0];
  } catch {
    return undefined;
  }
}

/**
 * One native `hb-subset` run, TTF out, hinting dropped as ours does. The text is written to a file
 * first (not timed); the timed part is the whole process: spawn, font parse, subset, write.
 */
export async function hbSubsetRun(fontFile: string, text: string, tmpDir: string): Promise<{ ms: number; bytes: number }> {
  const textFile = path.join(tmpDir, 'text.txt');
  const outFile = path.join(tmpDir, 'out.ttf');
  fs.writeFileSync(textFile, text);
  const start = performance.now();
  await run('hb-subset', [`--font-file=${fontFile}`, `--text-file=${textFile}`, `--output-file=${outFile}`, '--no-hinting']);
  const ms = performance.now() - start;
  return { ms, bytes: fs.statSync(outFile).size };
}
