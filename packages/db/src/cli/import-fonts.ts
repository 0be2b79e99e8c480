/**
 * `npm run fonts:import -- <file-or-folder> [options]`: imports TTF, OTF, TTC/OTC, WOFF and WOFF2
 * files into the catalogue of the configured database and file store.
 *   --name 中文名   --english "English Name"   --slug id   --style kai|xing|…   --license free|personal|commercial
 *   --no-download (preview only)   --coming-soon (即将上线)
 * Exit status 1 when any file was refused.
 */
import { parseArgs } from 'node:util';
import { LICENSE_CODES, STYLE_CODES, type LicenseType, type StyleCategory } from '@hanmo/contract';
import { loadConfigOrExit } from '@hanmo/config';
import { LocalFileStore } from '@hanmo/storage';
import { createDb, migrateToLatest } from '../index.ts';
import type { CatalogInfo } from '../import/import-font.ts';
import { importPath } from '../import/import-path.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    english: { type: 'string' },
    slug: { type: 'string' },
    style: { type: 'string' },
    license: { type: 'string' },
    'no-download': { type: 'boolean' },
    'coming-soon': { type: 'boolean' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if (!positionals.length) fail('用法：npm run fonts:import -- <字体文件或文件夹> [--name 中文名] [--style kai] [--license free]');
if (values.style && !(STYLE_CODES as readonly string[]).includes(values.style)) fail(`--style 只能是 ${STYLE_CODES.join('、')} 之一`);
if (values.license && !(LICENSE_CODES as readonly string[]).includes(values.license)) fail(`--license 只能是 ${LICENSE_CODES.join('、')} 之一`);

const info: CatalogInfo = {
  displayName: values.name,
  englishName: values.english,
  slug: values.slug,
  styleCategory: values.style as StyleCategory | undefined,
  licenseType: values.license as LicenseType | undefined,
  download: values['no-download'] ? false : undefined,
  comingSoon: values['coming-soon'] || undefined,
};

const config = loadConfigOrExit();
const handle = createDb(config.databaseUrl);
let refused = 0;
try {
  await migrateToLatest(handle.db);
  const store = new LocalFileStore(config.paths.files);
  for (const target of positionals) {
    for (const r of await importPath(handle.db, store, target, info)) {
      const mark = { imported: '✓', unchanged: '·', refused: '✗' }[r.status];
      console.log(`${mark} ${r.file}：${r.message}${r.fonts.length ? `（${r.fonts.join('、')}）` : ''}`);
      if (r.status === 'refused') refused++;
    }
  }
} finally {
  await handle.destroy();
}
process.exitCode = refused ? 1 : 0;
