/**
 * The font importer: one file (TTF, OTF, TTC/OTC, WOFF, WOFF2) into the catalogue. The file goes
 * into the file store under its content hash; each face becomes a font row, grouped into its
 * family (childFontResource). Importing the same file again changes nothing; a broken or non-font
 * file is refused with a clear message before anything is written; the rows of one file are
 * written in one transaction.
 */
import type { Kysely, Transaction } from 'kysely';
import { COMING_SOON_TAG, type LicenseType, type StyleCategory } from '@hanmo/contract';
import { type FaceDescription, FontReadError, describeFace, openFace, readFontFile } from '@hanmo/fonts';
import { type FileStore, sha256 } from '@hanmo/storage';
import type { Database } from '../schema.ts';

/** What a catalogue editor knows and the file does not (all optional: the file fills in the rest). */
export interface CatalogInfo {
  /** Public id of the family's main face; other faces add their weight. */
  slug?: string;
  displayName?: string;
  englishName?: string;
  styleCategory?: StyleCategory;
  licenseType?: LicenseType;
  licenseName?: string | null;
  designer?: string | null;
  foundry?: string | null;
  description?: string;
  releaseDate?: string | null;
  tags?: string[];
  sampleText?: string;
  /** Offer download (a `ttf` download setting); default: yes for open licences (OFL, Apache). */
  download?: boolean;
  comingSoon?: boolean;
  sortOrder?: number;
}

export interface ImportResult {
  file: string;
  status: 'imported' | 'unchanged' | 'refused';
  message: string;
  /** Public ids of the file's faces. */
  fonts: string[];
}

const SAMPLE_CANDIDATES = ['天地玄黄 宇宙洪荒', '一笔一画 皆有来处', '永字八法', 'Hanmo Type'];

/** A style category guessed from the font's names, when the catalogue gives none. */
export function guessStyleCategory(names: string): StyleCategory {
  const rules: Array<[RegExp, StyleCategory]> = [
    [/楷|kai/i, 'kai'],
    [/行书|xing/i, 'xing'],
    [/草|cao\b/i, 'cao'],
    [/隶|\bli\s?shu/i, 'li'],
    [/篆|zhuan|seal/i, 'zhuan'],
    [/圆|rounded|yuan/i, 'yuan'],
    [/手写|hand|script/i, 'shouxie'],
    [/宋|明|serif|song|ming|mincho/i, 'song'],
    [/黑|sans|hei|gothic/i, 'hei'],
  ];
  return rules.find(([re]) => re.test(names))?.[1] ?? 'yishu';
}

/** Open licences (free for commercial use): SIL OFL and Apache. Anything else needs a licence from us. */
export function guessLicense(face: FaceDescription): { type: LicenseType; name: string | null } {
  const text = `${face.licenseText ?? ''} ${face.licenseUrl ?? ''}`;
  if (/open font license|openfontlicense|scripts\.sil\.org\/OFL/i.test(text)) return { type: 'free', name: 'SIL Open Font License 1.1' };
  if (/apache license|apache\.org\/licenses/i.test(text)) return { type: 'free', name: 'Apache License 2.0' };
  return { type: 'commercial', name: null };
}

function slugify(name: string): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return slug || `font-${sha256(name).slice(0, 8)}`;
}

const sampleFor = (face: FaceDescription, has: (ch: string) => boolean) =>
  SAMPLE_CANDIDATES.find((s) => [...s].every((ch) => ch === ' ' || has(ch))) ?? face.familyName;

async function uniqueGno(trx: Transaction<Database>, wanted: string): Promise<string> {
  for (let n = 1; ; n++) {
    const gno = n === 1 ? wanted : `${wanted}-${n}`;
    const taken = await trx.selectFrom('font').select('id').where('font_gno', '=', gno).executeTakeFirst();
    if (!taken) return gno;
  }
}

interface Face {
  index: number;
  description: FaceDescription;
  sample: string;
}

function technicalColumns(face: FaceDescription) {
  return {
    postscript_name: face.postscriptName,
    font_version: face.version,
    width: face.width,
    italic: face.italic ? 1 : 0,
    vendor: face.vendor,
    license_text: face.licenseText,
    license_url: face.licenseUrl,
    axes: face.axes.length ? JSON.stringify(face.axes) : null,
    coverage: JSON.stringify(face.coverage.sets),
    missing_level1: face.coverage.missingLevel1,
    glyph_count: face.glyphCount,
  };
}

export async function importFontFile(
  db: Kysely<Database>,
  store: FileStore,
  fileName: string,
  data: Uint8Array,
  info: CatalogInfo = {},
): Promise<ImportResult> {
  const sourceHash = sha256(data);
  const known = await db.selectFrom('font').select('font_gno').where('source_hash', '=', sourceHash).orderBy('face_index').execute();
  if (known.length) return { file: fileName, status: 'unchanged', message: '已导入过，未作改动', fonts: known.map((r) => r.font_gno) };

  // Read everything first: a file that cannot be read is refused before anything is written.
  let file;
  const faces: Face[] = [];
  try {
    file = await readFontFile(data);
    for (let index = 0; index < file.faceCount; index++) {
      const font = openFace(file.stored, index);
      faces.push({ index, description: describeFace(font), sample: '' });
      faces[index]!.sample = info.sampleText ?? sampleFor(faces[index]!.description, (ch) => font.hasGlyphForCodePoint(ch.codePointAt(0)!));
    }
  } catch (error) {
    if (error instanceof FontReadError) return { file: fileName, status: 'refused', message: error.message, fonts: [] };
    throw error;
  }

  const storedHash = sha256(file.stored);
  const key = `fonts/${storedHash}.${file.storedExt}`;

  // Rows written before the importer existed (same stored file): fill in what they lack.
  const legacy = await db.selectFrom('font').select(['id', 'font_gno']).where('file_hash', '=', storedHash).where('source_hash', 'is', null).execute();
  if (legacy.length) {
    await db.transaction().execute(async (trx) => {
      for (const row of legacy) {
        await trx
          .updateTable('font')
          .set({ ...technicalColumns(faces[0]!.description), source_hash: sourceHash, source_format: file.format, family_key: faces[0]!.description.familyName.toLowerCase() })
          .where('id', '=', row.id)
          .execute();
      }
    });
    return { file: fileName, status: 'unchanged', message: '已补全字体信息', fonts: legacy.map((r) => r.font_gno) };
  }

  // The same faces already imported from another file (e.g. the TTF, now its WOFF2): keep those.
  const sameFaces = await db
    .selectFrom('font')
    .select('font_gno')
    .where('postscript_name', 'in', faces.map((f) => f.description.postscriptName ?? ''))
    .where('family_key', 'in', faces.map((f) => f.description.familyName.toLowerCase()))
    .execute();
  if (sameFaces.length === faces.length) {
    return { file: fileName, status: 'unchanged', message: '同样的字体已从其他文件导入，未作改动', fonts: sameFaces.map((r) => r.font_gno) };
  }

  if (!(await store.has(key))) await store.write(key, file.stored);

  // The regular upright face leads its family; the others follow, lightest first.
  const ordered = [...faces].sort(
    (a, b) =>
      Number(a.description.italic) - Number(b.description.italic) ||
      Math.abs(a.description.weight - 400) - Math.abs(b.description.weight - 400) ||
      a.description.weight - b.description.weight,
  );
  const now = new Date().toISOString();
  const gnos: string[] = [];
  await db.transaction().execute(async (trx) => {
    for (const face of ordered) {
      const d = face.description;
      const familyKey = d.familyName.toLowerCase();
      const main = await trx
        .selectFrom('font')
        .selectAll()
        .where('family_key', '=', familyKey)
        .where('parent_id', 'is', null)
        .executeTakeFirst();
      const license = guessLicense(d);
      const rootSlug = main?.font_gno ?? info.slug ?? slugify(d.familyName);
      const gno = await uniqueGno(trx, main ? `${rootSlug}-${d.weight}${d.italic ? 'i' : ''}` : rootSlug);
      const styleCategory = info.styleCategory ?? (main?.style_category as StyleCategory | undefined) ?? guessStyleCategory(`${d.familyNameZh ?? ''} ${d.familyName}`);
      const licenseType = info.licenseType ?? (main?.license_type as LicenseType | undefined) ?? license.type;
      const comingSoon = info.comingSoon ?? Boolean(main?.wapper_tag?.includes(COMING_SOON_TAG));
      const inserted = await trx
        .insertInto('font')
        .values({
          font_gno: gno,
          parent_id: main?.id ?? null,
          family_name: info.displayName ?? main?.family_name ?? d.familyNameZh ?? d.familyName,
          english_name: info.englishName ?? main?.english_name ?? d.familyName,
          style_name: d.styleName,
          style_category: styleCategory,
          license_type: licenseType,
          license_name: info.licenseName ?? main?.license_name ?? license.name,
          designer: info.designer ?? main?.designer ?? d.designer,
          foundry: info.foundry ?? main?.foundry ?? d.manufacturer,
          description: info.description ?? main?.description ?? '',
          release_date: info.releaseDate ?? main?.release_date ?? null,
          tags: JSON.stringify(info.tags ?? (main ? JSON.parse(main.tags) : [])),
          wapper_tag: comingSoon ? COMING_SOON_TAG : null,
          weight: d.weight,
          sample_text: face.sample,
          ttf_path: key,
          woff_path: null,
          file_hash: storedHash,
          file_size: file.stored.byteLength,
          sort_order: info.sortOrder ?? main?.sort_order ?? 1000,
          created_at: now,
          updated_at: now,
          family_key: familyKey,
          source_hash: sourceHash,
          face_index: face.index,
          source_format: file.format,
          ...technicalColumns(d),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const download = info.download ?? (main ? await hasDownload(trx, main.id) : licenseType === 'free');
      if (download) await trx.insertInto('download_setting').values({ font_id: inserted.id, format: 'ttf', download: 1 }).execute();
      gnos.push(gno);
    }
  });
  return { file: fileName, status: 'imported', message: `已导入 ${gnos.length} 款字体`, fonts: gnos };
}

async function hasDownload(trx: Transaction<Database>, fontId: number): Promise<boolean> {
  const row = await trx.selectFrom('download_setting').select('id').where('font_id', '=', fontId).where('download', '=', 1).executeTakeFirst();
  return Boolean(row);
}

