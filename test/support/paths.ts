/** Where the test harness keeps the seeded template that every test server starts from. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const templateDir = path.join(repoRoot, 'node_modules', '.cache', 'hanmo-test', 'template');
export const postgresTemplateDb = 'hanmo_test_template';
export const serverEntry = path.join(repoRoot, 'apps', 'web', 'server', 'index.ts');

/** The same PostgreSQL server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
