/** `npm run fonts:import` as an operator runs it: a folder in, a catalogue out, broken files named. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { childEnv } from '@hanmo/config';
import { createDb } from '../index.ts';

const require = createRequire(import.meta.url);
const cli = path.join(path.dirname(new URL(import.meta.url).pathname), 'import-fonts.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanmo-cli-'));
const folder = path.join(dataDir, 'incoming');
fs.mkdirSync(path.join(folder, 'brush'), { recursive: true });
fs.copyFileSync(
  path.join(path.dirname(require.resolve('@expo-google-fonts/ma-shan-zheng/package.json')), '400Regular/MaShanZheng_400Regular.ttf'),
  path.join(folder, 'brush', 'MaShanZheng.ttf'),
);
fs.writeFileSync(path.join(folder, 'broken.ttf'), 'not a font');
fs.writeFileSync(path.join(folder, 'readme.txt'), '说明文件，不是字体');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  spawnSync(process.execPath, [cli, ...args], { env: childEnv({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' }), encoding: 'utf8' });

describe('npm run fonts:import', () => {
  it('imports the fonts of a folder, names the broken ones and exits 1 for them', async () => {
    const first = run(folder, '--name', '马善政毛笔楷书', '--style', 'kai');
    expect(first.status).toBe(1);
    expect(first.stdout).toMatch(/✓ .*MaShanZheng\.ttf：已导入 1 款字体（ma-shan-zheng）/);
    expect(first.stdout).toMatch(/✗ .*broken\.ttf：不是字体文件/);
    expect(first.stdout).not.toContain('readme.txt');

    const again = run(folder);
    expect(again.stdout).toMatch(/· .*MaShanZheng\.ttf：已导入过，未作改动/);

    const handle = createDb(`sqlite:${path.join(dataDir, 'hanmo.db')}`);
    const rows = await handle.db.selectFrom('font').select(['font_gno', 'family_name', 'style_category']).execute();
    await handle.destroy();
    expect(rows).toEqual([{ font_gno: 'ma-shan-zheng', family_name: '马善政毛笔楷书', style_category: 'kai' }]);
  });

  it('refuses an unknown style with a message and exit 2', () => {
    const bad = run(folder, '--style', 'fancy');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--style 只能是');
  });
});
