/** What the API needs from its host: configuration, the database, the file store and a logger. */
import type { Cache } from '@hanmo/cache';
import type { Config } from '@hanmo/config';
import type { DbHandle } from '@hanmo/db';
import type { FileStore } from '@hanmo/storage';
import type { Logger } from 'pino';

export interface ApiDeps {
  config: Config;
  db: DbHandle;
  store: FileStore;
  logger: Logger;
  /** Secret of signed download URLs (configured, or kept in the data folder). */
  signingSecret: string;
  /** Short-lived shared state: limits, codes, captcha answers (memory, or Redis when configured). */
  cache: Cache;
  /** The clock; tests may move it. */
  now?: () => Date;
}
