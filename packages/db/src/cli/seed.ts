/** `npm run db:seed`: migrate, then add the seed catalogue (idempotent). */
import { loadConfigOrExit } from '@hanmo/config';
import { LocalFileStore } from '@hanmo/storage';
import { createDb, migrateToLatest } from '../index.ts';
import { seed } from '../seed/seed.ts';

const config = loadConfigOrExit();
const handle = createDb(config.databaseUrl);
try {
  await migrateToLatest(handle.db);
  const report = await seed(handle.db, new LocalFileStore(config.paths.files), (m) => console.log(m));
  console.log(`种子数据完成：新增 ${report.fontsAdded} 款字体，保留 ${report.fontsKept} 款`);
} finally {
  await handle.destroy();
}
