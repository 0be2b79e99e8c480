/**
 * One `vitest run` runs every suite: unit tests beside the code, API tests over HTTP against a
 * started server (SQLite always; PostgreSQL too when TEST_DATABASE_URL is set, as CI does), and
 * browser tests in Chromium. The summary reporter ends the output with "N passed, N failed".
 */
import { defineConfig } from 'vitest/config';
import { testEnv } from './packages/config/src/index.ts';

const postgresUrl = testEnv('TEST_DATABASE_URL');
const redisUrl = testEnv('TEST_REDIS_URL');
// The suites whose rules live in the cache (limits, codes, captcha) run once more on Redis.
const cacheSuites = ['apps/api/test/accounts.test.ts', 'apps/api/test/captcha.test.ts', 'apps/api/test/delivery.test.ts'];
const serverSuite = { testTimeout: 30_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    globalSetup: ['./test/support/global-setup.ts'],
    setupFiles: ['./test/support/fail-on-console-error.ts'],
    projects: [
      { test: { name: 'unit', include: ['packages/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/web/app/**/*.test.ts', 'test/lint/**/*.test.ts'] } },
      { test: { name: 'api-sqlite', include: ['apps/api/test/**/*.test.ts', 'apps/subset/test/**/*.test.ts'], provide: { dialect: 'sqlite' as const }, ...serverSuite } },
      ...(postgresUrl
        ? [{ test: { name: 'api-postgres', include: ['apps/api/test/**/*.test.ts', 'apps/subset/test/**/*.test.ts'], provide: { dialect: 'postgres' as const }, ...serverSuite } }]
        : []),
      ...(redisUrl
        ? [{ test: { name: 'api-redis', include: cacheSuites, provide: { dialect: 'sqlite' as const, redisUrl }, ...serverSuite } }]
        : []),
      { test: { name: 'e2e', include: ['e2e/**/*.test.ts'], provide: { dialect: 'sqlite' as const }, ...serverSuite, testTimeout: 60_000, fileParallelism: false } },
    ],
  },
});
