/**
 * The background recompressor (a child process, niced by its parent): rewrites cached WOFF2
 * subsets at brotli quality 11. One file at a time; the parent sends a path and gets back the
 * new size. A file is replaced only when the result is smaller, atomically (temp + rename).
 */
import fs from 'node:fs/promises';
import { recompressWoff2 } from '@hanmo/fonts/woff2-recompress';

/** Brotli's maximum: ~25× slower than the quality a miss uses, for ~5 % fewer bytes. */
const BEST_QUALITY = 11;

export interface RecompressRequest {
  file: string;
}
export type RecompressReply = { file: string; before: number; after: number } | { file: string; error: string };

async function recompress(file: string): Promise<RecompressReply> {
  const data = await fs.readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined; // evicted from the cache meanwhile: nothing to do
    throw error;
  });
  if (!data) return { file, before: 0, after: 0 };
  const smaller = recompressWoff2(data, BEST_QUALITY);
  if (smaller.byteLength >= data.byteLength) return { file, before: data.byteLength, after: data.byteLength };
  const temp = `${file}.${process.pid}.tmp`;
  try {
    await fs.writeFile(temp, smaller);
    await fs.rename(temp, file);
  } catch (error) {
    await fs.unlink(temp).catch(() => {});
    throw error;
  }
  return { file, before: data.byteLength, after: smaller.byteLength };
}

process.on('message', (request: RecompressRequest) => {
  recompress(request.file)
    .catch((error: unknown): RecompressReply => ({ file: request.file, error: error instanceof Error ? error.message : String(error) }))
    .then((reply) => process.send!(reply));
});
// The parent went away (crash or shutdown): nothing left to do.
process.on('disconnect', () => process.exit(0));
