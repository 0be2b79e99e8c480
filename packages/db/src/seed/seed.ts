/**
 * Idempotent seed: the font catalogue from open-licensed npm font packages (copied into the file
 * store under their content hash), friend links and the font dictionary. Rows that exist are left
 * as they are, so a second start keeps what the first one wrote. One transaction per family.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { LICENSE_TYPES, STYLE_CATEGORIES, FONT_SORTS, COMING_SOON_TAG } from '@hanmo/contract';
import { type FontMetadata, readFontMetadata } from '@hanmo/fonts';
import { type FileStore, sha256 } from '@hanmo/storage';
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

async function seedFamily(db: Kysely<Database>, store: FileStore, entry: CatalogFont, index: number): Promise<number> {
  // Public ids: the family's main face (Regular 400, else the first file) is the slug; other faces add their weight.
  const weights = entry.files.map((f, i) => weightFromFileName(f) ?? (i + 1) * 100);
  const mainIndex = Math.max(0, weights.indexOf(400));
  const gnoOf = (i: number) => (i === mainIndex ? entry.slug : `${entry.slug}-${weights[i]}`);
  const gnos = entry.files.map((_, i) => gnoOf(i));
  const existing = await db.selectFrom('font').select('font_gno').where('font_gno', 'in', gnos).execute();
  if (existing.length === gnos.length) return 0;

  const dir = packageDir(entry.npmPackage);
  const faces: Array<{ data: Uint8Array; meta: FontMetadata; hash: string }> = [];
  for (const [i, file] of entry.files.entries()) {
    const data = new Uint8Array(await fs.readFile(path.join(dir, file)));
    const meta = readFontMetadata(data);
    faces.push({ data, meta: { ...meta, weight: weights[i]! }, hash: sha256(data) });
  }

  const now = new Date().toISOString();
  let added = 0;
  for (const face of faces) {
    const key = `fonts/${face.hash}.ttf`;
    if (!(await store.has(key))) await store.write(key, face.data);
  }
  await db.transaction().execute(async (trx) => {
    let parentId: number | null = null;
    const order = [mainIndex, ...faces.keys().filter((i) => i !== mainIndex)];
    for (const i of order) {
      const face = faces[i]!;
      const gno = gnoOf(i);
      const existing = await trx.selectFrom('font').select('id').where('font_gno', '=', gno).executeTakeFirst();
      if (existing) {
        if (i === mainIndex) parentId = existing.id;
        continue;
      }
      const inserted = await trx
        .insertInto('font')
        .values({
          font_gno: gno,
          parent_id: i === mainIndex ? null : parentId,
          family_name: entry.displayName,
          english_name: entry.englishName,
          style_name: face.meta.styleName,
          style_category: styleCode(entry.styleCategory),
          license_type: licenseCode(entry.licenseType),
          license_name: entry.licenseName,
          designer: entry.designer,
          foundry: entry.foundry,
          description: entry.description,
          release_date: entry.releaseDate,
          tags: JSON.stringify(entry.tags),
          wapper_tag: entry.comingSoon ? COMING_SOON_TAG : null,
          glyph_count: face.meta.glyphCount,
          weight: face.meta.weight,
          sample_text: entry.sampleText,
          ttf_path: `fonts/${face.hash}.ttf`,
          woff_path: null,
          file_hash: face.hash,
          file_size: face.data.byteLength,
          sort_order: index,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (i === mainIndex) parentId = inserted.id;
      // A font with no download setting at all is offered for online preview only.
      if (entry.download) {
        await trx.insertInto('download_setting').values({ font_id: inserted.id, format: 'ttf', download: 1 }).execute();
      }
      added++;
    }
  });
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
