#!/usr/bin/env node
/**
 * Runs before `npm start` and `npm test` (as their pre-scripts), on whatever Node the machine has
 * (a fresh machine has only Node 20): installs what is missing, then builds when sources changed.
 *   - npm packages, including Node 24 itself (the `node` devDependency), when the lockfile changed;
 *   - the page build, when a source file is newer than the last build;
 *   - for tests only: Debian's chromium for the browser tests, when it is not installed.
 * Plain JavaScript on purpose: it must run before Node 24 and the TypeScript toolchain exist.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2] ?? 'start';
const say = (msg) => console.log(`[准备] ${msg}`);

function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (result.status !== 0) {
    console.error(`[准备] 命令失败：${cmd} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

// 1. npm packages (and Node 24), when package-lock.json differs from what was installed.
const lockHash = createHash('sha256').update(fs.readFileSync(path.join(root, 'package-lock.json'))).digest('hex');
const installStamp = path.join(root, 'node_modules', '.hanmo-install');
const installed = fs.existsSync(installStamp) ? fs.readFileSync(installStamp, 'utf8') : '';
if (installed !== lockHash || !fs.existsSync(path.join(root, 'node_modules', '.bin', 'node'))) {
  const fresh = !fs.existsSync(path.join(root, 'node_modules'));
  say(fresh ? '安装依赖（npm ci，含 Node 24）…' : '依赖有变化，更新中…');
  run('npm', [fresh ? 'ci' : 'install', '--no-audit', '--no-fund', '--loglevel=error']);
  fs.writeFileSync(installStamp, lockHash);
}

// 2. The page build, when any source it depends on is newer than the last build.
const buildStamp = path.join(root, 'apps', 'web', 'build', 'server', 'index.js');
const sourceDirs = ['apps/web/app', 'apps/web/public', 'packages/contract/src'].map((d) => path.join(root, d));
const sourceFiles = ['apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'package-lock.json'].map((f) => path.join(root, f));
function newestMtime(entry) {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}
const builtAt = fs.existsSync(buildStamp) ? fs.statSync(buildStamp).mtimeMs : 0;
if (Math.max(...sourceDirs.map(newestMtime), ...sourceFiles.map(newestMtime)) > builtAt) {
  say('构建页面…');
  run(path.join(root, 'node_modules', '.bin', 'node'), [path.join(root, 'node_modules', '.bin', 'react-router'), 'build'], {
    cwd: path.join(root, 'apps', 'web'),
  });
}

// 3. Browser tests need Debian's chromium (a test tool cannot download its own browser here).
if (mode === 'test' && !fs.existsSync('/usr/bin/chromium')) {
  say('安装 chromium（浏览器测试用）…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => run(sudo.length ? 'sudo' : 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'chromium']);
}
