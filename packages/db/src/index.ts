/**
 * The database: Kysely over node:sqlite (the embedded default) or PostgreSQL (`postgres://…`).
 * The same query code runs on both; see migrations/ for the portable schema.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { NodeSqliteDatabase } from './node-sqlite.ts';
import type { Database } from './schema.ts';

export * from './schema.ts';
export { migrateToLatest } from "./migrate.ts";
export { seed, type SeedReport } from "./seed/seed.ts";
export { importFontFile, guessLicense, guessStyleCategory, type CatalogInfo, type ImportResult } from "./import/import-font.ts";
export { importPath } from "./import/import-path.ts";
export { sql };

export type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  destroy(): Promise<void>;
}

export function sqliteFileOf(url: string): string {
  return url.replace(/^(sqlite:|file:)/, '');
}

export function createDb(url: string): DbHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    // COUNT(*) and BIGINT come back as strings from pg; parse them as numbers (our ids and sizes fit).
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const file = sqliteFileOf(url);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new NodeSqliteDatabase(file) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/** A cheap round trip for /readyz. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
