/**
 * Seeds the template once per run (migrations + the real seed CLI): a SQLite file with its font
 * files and, when TEST_DATABASE_URL is set, a PostgreSQL template database. Each test server then
 * starts from a copy of it (design §8: per-test database copies instead of cleanup code).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { childEnv, testEnv } from '../../packages/config/src/index.ts';
import { postgresTemplateDb, repoRoot, templateDir, withDatabase } from './paths.ts';

function runSeed(databaseUrl: string) {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'packages/db/src/cli/seed.ts')], {
    env: childEnv({ DATA_DIR: templateDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`seeding the test template failed:\n${result.stdout}\n${result.stderr}`);
}

export default async function setup() {
  for (const file of ['hanmo.db', 'hanmo.db-wal', 'hanmo.db-shm']) fs.rmSync(path.join(templateDir, file), { force: true });
  fs.mkdirSync(templateDir, { recursive: true });
  runSeed('');

  const postgresUrl = testEnv('TEST_DATABASE_URL');
  if (postgresUrl) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${postgresTemplateDb} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${postgresTemplateDb}`);
    } finally {
      await admin.end();
    }
    runSeed(withDatabase(postgresUrl, postgresTemplateDb));
  }
}
