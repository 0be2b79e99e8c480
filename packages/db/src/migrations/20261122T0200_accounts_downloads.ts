/**
 * Frozen migration: users, their sessions (opaque tokens stored hashed, revocable, expiring —
 * design §4) and the downloads they made (download history). Login itself comes with the accounts
 * work; the font downloads need a signed-in user now.
 */
import { type Kysely, PostgresAdapter, type CreateTableBuilder } from 'kysely';

function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return table.addColumn('id', 'integer', (c) =>
    isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('app_user'))
    .addColumn('phone', 'varchar(20)', (c) => c.unique())
    .addColumn('email', 'varchar(254)', (c) => c.unique())
    .addColumn('password_hash', 'varchar(200)')
    .addColumn('nickname', 'varchar(50)', (c) => c.notNull())
    .addColumn('avatar_key', 'varchar(300)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('user_session'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('user_session_user_idx').on('user_session').column('user_id').execute();

  await withId(db, db.schema.createTable('font_download'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('font_id', 'integer', (c) => c.notNull().references('font.id').onDelete('cascade'))
    .addColumn('format', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('font_download_user_idx').on('font_download').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['font_download', 'user_session', 'app_user']) await db.schema.dropTable(table).ifExists().execute();
}
