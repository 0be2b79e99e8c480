/**
 * Frozen migration: the outbox of messages (SMS, e-mail) written by the outbox senders — the
 * default delivery when no SMS gateway or SMTP server is configured.
 */
import { type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('message_outbox')
    .addColumn('id', 'integer', (c) => (isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('message_outbox_recipient_idx').on('message_outbox').columns(['recipient', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('message_outbox').ifExists().execute();
}
