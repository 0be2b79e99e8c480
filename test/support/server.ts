/**
 * Starts the real site (`apps/web/server/index.ts`, the same entry as `npm start`) as a child
 * process on a free port, on a fresh copy of the seeded database, and stops it afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { childEnv, testEnv } from '../../packages/config/src/index.ts';
import { postgresTemplateDb, repoRoot, serverEntry, templateDir, withDatabase } from './paths.ts';

export interface TestServer {
  url: string;
  dataDir: string;
  /** The server's database, for helpers that write straight into it (e.g. a signed-in session). */
  databaseUrl: string;
  logs: string[];
  stop(): Promise<void>;
}

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: testEnv('TEST_DATABASE_URL') });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export interface StartOptions {
  dialect?: 'sqlite' | 'postgres';
  /** A Redis server for the cache (limits, codes, captcha); each server gets its own key prefix. */
  redisUrl?: string;
  env?: Record<string, string>;
  /** The program to start (default: the whole site, as `npm start` does). */
  entry?: string;
  /** Reuse this data folder as it is (e.g. to start again on the data of a previous start). */
  dataDir?: string;
  /** Leave the data folder in place on stop. */
  keepData?: boolean;
  /** Start on an empty data folder (the server migrates and seeds it) instead of the test template. */
  fresh?: boolean;
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const dialect = options.dialect ?? 'sqlite';
  const reuse = options.dataDir !== undefined || options.fresh;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hanmo-test-'));
  if (!reuse) fs.symlinkSync(path.join(templateDir, 'files'), path.join(dataDir, 'files'));
  let databaseUrl = '';
  let dropDatabase: (() => Promise<void>) | undefined;
  if (reuse) {
    // The data folder as it is (a previous start's, or empty: the server seeds it).
  } else if (dialect === 'postgres') {
    const base = testEnv('TEST_DATABASE_URL');
    if (!base) throw new Error('TEST_DATABASE_URL is not set');
    const name = `hanmo_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateDb}`);
    databaseUrl = withDatabase(base, name);
    dropDatabase = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    fs.copyFileSync(path.join(templateDir, 'hanmo.db'), path.join(dataDir, 'hanmo.db'));
  }

  const child: ChildProcess = spawn(process.execPath, [options.entry ?? serverEntry], {
    cwd: repoRoot,
    env: childEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: options.redisUrl ?? '',
      REDIS_PREFIX: `hanmo-test-${randomBytes(6).toString('hex')}:`,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      ...options.env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${logs.join('\n')}`)), 60_000);
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        // Bounded: a long run (the benchmark) logs a line per request.
        if (logs.length < 5000) logs.push(line);
        const m = /http:\/\/localhost:(\d+)/.exec(line);
        if (m) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${m[1]}`);
        }
      }
    };
    child.stdout!.on('data', onLine);
    child.stderr!.on('data', onLine);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${logs.join('\n')}`));
    });
  });

  return {
    url,
    dataDir,
    databaseUrl: databaseUrl || `sqlite:${path.join(dataDir, 'hanmo.db')}`,
    logs,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise<number | null>((r) => child.once('exit', r));
        child.kill('SIGTERM');
        // A graceful stop exits 0; anything else is a fault the test should see.
        const code = await exited;
        if (code !== 0) throw new Error(`server exited with ${code} on SIGTERM:\n${logs.join('\n')}`);
      }
      await dropDatabase?.();
      if (!options.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
