/** Runs the migrations in order; they are listed here explicitly so bundlers and type stripping see them. */
import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as m20261122T0000 from './migrations/20261122T0000_fonts.ts';
import * as m20261122T0100 from './migrations/20261122T0100_font_metadata.ts';
import * as m20261122T0200 from './migrations/20261122T0200_accounts_downloads.ts';
import * as m20261122T0300 from './migrations/20261122T0300_message_outbox.ts';

const migrations: Record<string, Migration> = {
  '20261122T0000_fonts': m20261122T0000,
  '20261122T0100_font_metadata': m20261122T0100,
  '20261122T0200_accounts_downloads': m20261122T0200,
  '20261122T0300_message_outbox': m20261122T0300,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
