/** What the vitest projects provide to their tests (see vitest.config.ts). */
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    dialect: 'sqlite' | 'postgres';
    /** Set in the api-redis project: the servers keep limits, codes and captcha answers in Redis. */
    redisUrl: string;
  }
}
