/** SQL of the font catalogue. Functions take the database (or a transaction) first. */
import type { Kysely } from 'kysely';
import type { Database, FontRow } from '@hanmo/db';
import type { FontListQuery } from '@hanmo/contract';

export interface FontListRow extends FontRow {
  child_count: number;
}

export async function listFamilies(db: Kysely<Database>, q: FontListQuery): Promise<{ rows: FontListRow[]; total: number }> {
  let base = db.selectFrom('font').where('font.parent_id', 'is', null);
  if (q.style) base = base.where('font.style_category', '=', q.style);
  if (q.license) base = base.where('font.license_type', '=', q.license);

  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();

  let query = base.selectAll('font').select((eb) =>
    eb
      .selectFrom('font as child')
      .whereRef('child.parent_id', '=', 'font.id')
      .select((e) => e.fn.countAll<number>().as('n'))
      .as('child_count'),
  );
  query =
    q.sort === 'name'
      ? query.orderBy('font.english_name', 'asc').orderBy('font.id', 'asc')
      : query.orderBy('font.release_date', 'desc').orderBy('font.sort_order', 'asc').orderBy('font.id', 'asc');
  const rows = (await query
    .limit(q.size)
    .offset((q.current - 1) * q.size)
    .execute()) as FontListRow[];
  return { rows: rows.map((r) => ({ ...r, child_count: Number(r.child_count ?? 0) })), total: Number(total) };
}

export function findByGno(db: Kysely<Database>, gno: string): Promise<FontRow | undefined> {
  return db.selectFrom('font').selectAll().where('font_gno', '=', gno).executeTakeFirst();
}

export function findById(db: Kysely<Database>, id: number): Promise<FontRow | undefined> {
  return db.selectFrom('font').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every descendant of a font, flattened (children, their children, …), lightest weight first. */
export async function descendantsOf(db: Kysely<Database>, id: number): Promise<FontRow[]> {
  const found: FontRow[] = [];
  let frontier = [id];
  while (frontier.length) {
    const rows = await db.selectFrom('font').selectAll().where('parent_id', 'in', frontier).execute();
    found.push(...rows);
    frontier = rows.map((r) => r.id);
  }
  return found.sort((a, b) => a.weight - b.weight || a.id - b.id);
}

export async function downloadSettingsOf(db: Kysely<Database>, fontIds: number[]) {
  if (!fontIds.length) return new Map<number, Array<{ format: string; download: boolean }>>();
  const rows = await db
    .selectFrom('download_setting')
    .select(['font_id', 'format', 'download'])
    .where('font_id', 'in', fontIds)
    .orderBy('id')
    .execute();
  const byFont = new Map<number, Array<{ format: string; download: boolean }>>();
  for (const r of rows) {
    const list = byFont.get(r.font_id) ?? [];
    list.push({ format: r.format, download: Boolean(r.download) });
    byFont.set(r.font_id, list);
  }
  return byFont;
}

/** Faces with variation axes (variable fonts), in catalogue order. */
export function variableFonts(db: Kysely<Database>): Promise<FontRow[]> {
  return db.selectFrom('font').selectAll().where('axes', 'is not', null).orderBy('sort_order').orderBy('id').execute();
}
