/**
 * Starts the real site (`apps/web/server/index.ts`, as `npm start` does) as a child process on a
 * free port and a fresh temporary data folder (it migrates and seeds the fonts on start), and
 * stops it afterwards. Mirrors test/support/server.ts without the test template.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnv } from '../../packages/config/src/index.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface BenchServer {
  url: string;
  startMs: number;
  stop(): Promise<void>;
}

export async function startServer(): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanmo-bench-'));
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'apps', 'web', 'server', 'index.ts')], {
    cwd: repoRoot,
    // LOG_LEVEL info: the "listening" line we wait for is logged at info.
    env: childEnv({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', NODE_ENV: 'production' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const logs: string[] = [];
  let url: string;
  try {
    url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${logs.join('\n')}`)), 90_000);
      const onData = (chunk: Buffer) => {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          // Keep only the start-up lines for an error message; request logs would grow without bound.
          if (logs.length < 200) logs.push(line);
          const m = /http:\/\/localhost:(\d+)/.exec(line);
          if (m) {
            clearTimeout(timer);
            resolve(`http://127.0.0.1:${m[1]}`);
          }
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code}:\n${logs.join('\n')}`));
      });
    });
  } catch (error) {
    child.kill('SIGTERM');
    removeData();
    throw error;
  }
  return {
    url,
    startMs: performance.now() - started,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      removeData();
    },
  };
}
