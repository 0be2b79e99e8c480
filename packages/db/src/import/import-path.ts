/** Imports a file, or every font file under a folder, one transaction per file. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { FileStore } from '@hanmo/storage';
import type { Database } from '../schema.ts';
import { type CatalogInfo, type ImportResult, importFontFile } from './import-font.ts';

export const FONT_EXTENSIONS = ['.ttf', '.otf', '.ttc', '.otc', '.woff', '.woff2'];

async function filesUnder(target: string): Promise<string[]> {
  const stat = await fs.stat(target);
  if (!stat.isDirectory()) return [target];
  const entries = await fs.readdir(target, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && FONT_EXTENSIONS.includes(path.extname(e.name).toLowerCase()))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

export async function importPath(db: Kysely<Database>, store: FileStore, target: string, info: CatalogInfo = {}): Promise<ImportResult[]> {
  const results: ImportResult[] = [];
  for (const file of await filesUnder(target)) {
    const data = new Uint8Array(await fs.readFile(file));
    results.push(await importFontFile(db, store, file, data, info));
  }
  return results;
}
