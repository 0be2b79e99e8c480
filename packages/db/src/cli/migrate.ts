/** `npm run db:migrate`: bring the configured database to the latest schema. */
import { loadConfigOrExit } from '@hanmo/config';
import { createDb, migrateToLatest } from '../index.ts';

const config = loadConfigOrExit();
const handle = createDb(config.databaseUrl);
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `已执行迁移：${applied.join(', ')}` : '数据库已是最新结构');
} finally {
  await handle.destroy();
}
