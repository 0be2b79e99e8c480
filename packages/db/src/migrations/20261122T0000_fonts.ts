/**
 * Frozen migration: the font catalogue, download settings, friend links, dictionaries.
 * Uses only types both SQLite and PostgreSQL accept; never imports app code.
 */
import { type Kysely, PostgresAdapter, type CreateTableBuilder } from 'kysely';

function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return table.addColumn('id', 'integer', (c) =>
    isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('font'))
    .addColumn('font_gno', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('parent_id', 'integer', (c) => c.references('font.id').onDelete('cascade'))
    .addColumn('family_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('english_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('style_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('style_category', 'varchar(20)', (c) => c.notNull())
    .addColumn('license_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('license_name', 'varchar(200)')
    .addColumn('designer', 'varchar(200)')
    .addColumn('foundry', 'varchar(200)')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('release_date', 'varchar(10)')
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('wapper_tag', 'varchar(200)')
    .addColumn('glyph_count', 'integer', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addColumn('sample_text', 'varchar(200)', (c) => c.notNull())
    .addColumn('ttf_path', 'varchar(300)', (c) => c.notNull())
    .addColumn('woff_path', 'varchar(300)')
    .addColumn('file_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('font_parent_idx').on('font').column('parent_id').execute();
  await db.schema.createIndex('font_list_idx').on('font').columns(['style_category', 'license_type']).execute();

  await withId(db, db.schema.createTable('download_setting'))
    .addColumn('font_id', 'integer', (c) => c.notNull().references('font.id').onDelete('cascade'))
    .addColumn('format', 'varchar(20)', (c) => c.notNull())
    .addColumn('download', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('download_setting_font_idx').on('download_setting').column('font_id').execute();

  await withId(db, db.schema.createTable('friendship_link'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('dict_entry'))
    .addColumn('dict_key', 'varchar(50)', (c) => c.notNull())
    .addColumn('dict_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('dict_label', 'varchar(100)', (c) => c.notNull())
    .addColumn('dict_value', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('dict_entry_key_number', ['dict_key', 'dict_number'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['dict_entry', 'friendship_link', 'download_setting', 'font']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
