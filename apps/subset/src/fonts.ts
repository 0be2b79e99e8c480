/** The font rows the font service needs (SQL lives here, apart from the handlers). */
import type { Kysely } from 'kysely';
import type { Database } from '@hanmo/db';

export interface FontRef {
  fontGNo: string;
  ttfPath: string;
  fileHash: string;
  englishName: string;
  weight: number;
  /** The face inside a TTC/OTC collection (0 for a single font). */
  faceIndex: number;
  /** Variation axes of a variable font; empty for a static one. */
  axes: Array<{ tag: string; name: string; min: number; default: number; max: number }>;
}

const COLUMNS = [
  'font_gno as fontGNo',
  'ttf_path as ttfPath',
  'file_hash as fileHash',
  'english_name as englishName',
  'weight',
  'face_index as faceIndex',
  'axes',
] as const;

type Row = Omit<FontRef, 'axes'> & { axes: string | null };
const toRef = ({ axes, ...row }: Row): FontRef => ({ ...row, axes: axes ? JSON.parse(axes) : [] });

export async function findFont(db: Kysely<Database>, fontGNo: string): Promise<FontRef | undefined> {
  const row = await db.selectFrom('font').select(COLUMNS).where('font_gno', '=', fontGNo).executeTakeFirst();
  return row ? toRef(row) : undefined;
}

export async function findFonts(db: Kysely<Database>, gnos: string[]): Promise<Map<string, FontRef>> {
  if (!gnos.length) return new Map();
  const rows = await db
    .selectFrom('font')
    .select(COLUMNS)
    .where('font_gno', 'in', [...new Set(gnos)])
    .execute();
  return new Map(rows.map((r) => [r.fontGNo, toRef(r)]));
}
