/**
 * Idempotent seed: the font catalogue from open-licensed npm font packages, imported by the same
 * importer a brand operator uses (files into the store under their content hash, one transaction
 * per file), with the catalogue's Chinese names and descriptions; friend links; the font
 * dictionary. What exists is left as it is, so a second start keeps what the first one wrote.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { LICENSE_TYPES, STYLE_CATEGORIES, FONT_SORTS } from '@hanmo/contract';
import type { FileStore } from '@hanmo/storage';
import { type CatalogInfo, importFontFile } from '../import/import-font.ts';
import type { Database } from '../schema.ts';
import catalog from './catalog.json' with { type: 'json' };

type CatalogFont = (typeof catalog.fonts)[number];

const require = createRequire(import.meta.url);

function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

const styleCode = (short: string) => {
  const found = STYLE_CATEGORIES.find((s) => s.short === short || s.label === short);
  if (!found) throw new Error(`catalog.json: 未知的风格分类 ${short}`);
  return found.code;
};
const licenseCode = (label: string) => {
  const found = LICENSE_TYPES.find((l) => l.label === label);
  if (!found) throw new Error(`catalog.json: 未知的授权类型 ${label}`);
  return found.code;
};

export interface SeedReport {
  fontsAdded: number;
  fontsKept: number;
}

export async function seed(db: Kysely<Database>, store: FileStore, log: (msg: string) => void = () => {}): Promise<SeedReport> {
  const report: SeedReport = { fontsAdded: 0, fontsKept: 0 };
  await seedDictionary(db);
  await seedFriendLinks(db);
  for (const [index, entry] of catalog.fonts.entries()) {
    const added = await seedFamily(db, store, entry, index);
    report.fontsAdded += added;
    report.fontsKept += entry.files.length - added;
    if (added) log(`已导入 ${entry.displayName}（${added} 款字重）`);
  }
  return report;
}

/** The weight a catalogue file name states (`700Bold/…`, `…_400Regular.ttf`), else null. */
function weightFromFileName(file: string): number | null {
  const m = /(?:^|[/_])([1-9]00)[A-Z]/.exec(file);
  return m ? Number(m[1]) : null;
}

/** Imports a catalogue family through the importer, its Regular face first so it leads the family. */
async function seedFamily(db: Kysely<Database>, store: FileStore, entry: CatalogFont, index: number): Promise<number> {
  // Already there (its main face and as many faces as files): nothing to read.
  const main = await db.selectFrom('font').select('id').where('font_gno', '=', entry.slug).where('coverage', 'is not', null).executeTakeFirst();
  if (main) {
    const { faces } = await db
      .selectFrom('font')
      .select((eb) => eb.fn.countAll<number>().as('faces'))
      .where((eb) => eb.or([eb('id', '=', main.id), eb('parent_id', '=', main.id)]))
      .executeTakeFirstOrThrow();
    if (Number(faces) >= entry.files.length) return 0;
  }
  const dir = packageDir(entry.npmPackage);
  const files = [...entry.files].sort((a, b) => Math.abs((weightFromFileName(a) ?? 400) - 400) - Math.abs((weightFromFileName(b) ?? 400) - 400));
  const info: CatalogInfo = {
    slug: entry.slug,
    displayName: entry.displayName,
    englishName: entry.englishName,
    styleCategory: styleCode(entry.styleCategory),
    licenseType: licenseCode(entry.licenseType),
    licenseName: entry.licenseName,
    designer: entry.designer,
    foundry: entry.foundry,
    description: entry.description,
    releaseDate: entry.releaseDate,
    tags: entry.tags,
    sampleText: entry.sampleText,
    download: entry.download,
    comingSoon: entry.comingSoon,
    sortOrder: index,
  };
  let added = 0;
  for (const file of files) {
    const data = new Uint8Array(await fs.readFile(path.join(dir, file)));
    const result = await importFontFile(db, store, file, data, info);
    if (result.status === 'refused') throw new Error(`种子字体 ${entry.npmPackage}/${file} 无法导入：${result.message}`);
    if (result.status === 'imported') added += result.fonts.length;
  }
  return added;
}

async function seedFriendLinks(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [i, link] of catalog.friendLinks.entries()) {
      const exists = await trx.selectFrom('friendship_link').select('id').where('url', '=', link.url).executeTakeFirst();
      if (!exists) await trx.insertInto('friendship_link').values({ name: link.name, url: link.url, sort_order: i }).execute();
    }
  });
}

/** The font dictionary (`/web/api/dict/font-default`) mirrors the contract's categories. */
async function seedDictionary(db: Kysely<Database>): Promise<void> {
  const entries = [
    ...STYLE_CATEGORIES.map((s, i) => ({ dict_key: 'styleCategory', dict_number: s.dictNumber, dict_label: s.label, dict_value: s.code, sort_order: i })),
    ...LICENSE_TYPES.map((l, i) => ({ dict_key: 'licenseType', dict_number: l.dictNumber, dict_label: l.label, dict_value: l.code, sort_order: i })),
    ...FONT_SORTS.map((s, i) => ({ dict_key: 'sort', dict_number: String(i + 1), dict_label: s.label, dict_value: s.code, sort_order: i })),
  ];
  await db.transaction().execute(async (trx) => {
    for (const e of entries) {
      const exists = await trx
        .selectFrom('dict_entry')
        .select('id')
        .where('dict_key', '=', e.dict_key)
        .where('dict_number', '=', e.dict_number)
        .executeTakeFirst();
      if (!exists) await trx.insertInto('dict_entry').values(e).execute();
    }
  });
}
