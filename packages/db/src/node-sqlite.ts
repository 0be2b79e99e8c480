/**
 * Kysely's SqliteDialect expects a better-sqlite3-like database. Node 24's built-in `node:sqlite`
 * is close; this adapter fills the two gaps (a statement's `reader` flag, spread parameters) so
 * the project needs no native module.
 */
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

function toSqlValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

class NodeSqliteStatement implements SqliteStatement {
  readonly reader: boolean;
  readonly #statement: StatementSync;
  constructor(statement: StatementSync) {
    this.#statement = statement;
    // A statement that yields columns (SELECT, or anything with RETURNING) is a reader.
    this.reader = statement.columns().length > 0;
  }
  all(parameters: ReadonlyArray<unknown>): unknown[] {
    return this.#statement.all(...parameters.map(toSqlValue));
  }
  run(parameters: ReadonlyArray<unknown>) {
    const { changes, lastInsertRowid } = this.#statement.run(...parameters.map(toSqlValue));
    return { changes, lastInsertRowid };
  }
  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    return this.#statement.iterate(...parameters.map(toSqlValue)) as IterableIterator<unknown>;
  }
}

export class NodeSqliteDatabase implements SqliteDatabase {
  readonly raw: DatabaseSync;
  constructor(file: string) {
    this.raw = new DatabaseSync(file);
    this.raw.exec('PRAGMA journal_mode = WAL');
    this.raw.exec('PRAGMA synchronous = NORMAL');
    this.raw.exec('PRAGMA foreign_keys = ON');
    this.raw.exec('PRAGMA busy_timeout = 5000');
  }
  prepare(sql: string): SqliteStatement {
    return new NodeSqliteStatement(this.raw.prepare(sql));
  }
  close(): void {
    if (this.raw.isOpen) this.raw.close();
  }
}
