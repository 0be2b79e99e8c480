/**
 * Frozen migration: what the importer reads from each face (names, version, width, italic, vendor,
 * licence, variable axes, character coverage) and where the face came from (source file hash,
 * index inside a collection, format). All columns are nullable or defaulted, so rows written by
 * the first migration stay valid; the seed fills them in.
 */
import type { Kysely } from 'kysely';

const columns: Array<[string, 'integer' | 'text' | 'varchar(64)' | 'varchar(100)' | 'varchar(200)' | 'varchar(500)', string | number | null]> = [
  ['postscript_name', 'varchar(200)', null],
  ['font_version', 'varchar(200)', null],
  ['width', 'integer', 5],
  ['italic', 'integer', 0],
  ['vendor', 'varchar(100)', null],
  ['license_text', 'text', null],
  ['license_url', 'varchar(500)', null],
  ['axes', 'text', null],
  ['coverage', 'text', null],
  ['missing_level1', 'text', null],
  ['family_key', 'varchar(200)', null],
  ['source_hash', 'varchar(64)', null],
  ['face_index', 'integer', 0],
  ['source_format', 'varchar(100)', null],
];

export async function up(db: Kysely<any>): Promise<void> {
  // One ADD COLUMN per statement: SQLite accepts no more.
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable('font')
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }
  await db.schema.createIndex('font_source_idx').on('font').columns(['source_hash', 'face_index']).execute();
  await db.schema.createIndex('font_family_key_idx').on('font').column('family_key').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('font_family_key_idx').execute();
  await db.schema.dropIndex('font_source_idx').execute();
  for (const [name] of [...columns].reverse()) await db.schema.alterTable('font').dropColumn(name).execute();
}
