/** SQL of downloads: the download history. */
import type { Kysely } from 'kysely';
import type { Database } from '@hanmo/db';

export async function recordDownload(db: Kysely<Database>, userId: number, fontId: number, format: string, at: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('font_download').values({ user_id: userId, font_id: fontId, format, created_at: at.toISOString() }).execute();
  });
}

export async function downloadHistory(db: Kysely<Database>, userId: number, current: number, size: number) {
  const { total } = await db
    .selectFrom('font_download')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('font_download')
    .innerJoin('font', 'font.id', 'font_download.font_id')
    .select([
      'font_download.id as id',
      'font.font_gno as fontGNo',
      'font.family_name as familyName',
      'font.style_name as styleName',
      'font.weight as weight',
      'font_download.format as format',
      'font_download.created_at as downloadedAt',
    ])
    .where('font_download.user_id', '=', userId)
    .orderBy('font_download.created_at', 'desc')
    .orderBy('font_download.id', 'desc')
    .limit(size)
    .offset((current - 1) * size)
    .execute();
  return { rows, total: Number(total) };
}
