/** What the vitest projects provide to their tests (see vitest.config.ts). */
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    dialect: 'sqlite' | 'postgres';
  }
}
