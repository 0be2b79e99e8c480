/** Small helpers for API tests: a started server and JSON requests against it. */
import { afterAll, beforeAll, inject } from 'vitest';
import { type TestServer, startServer } from '../../../test/support/server.ts';

export function useServer(): { readonly url: string; readonly server: TestServer } {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer({ dialect: inject('dialect'), redisUrl: inject('redisUrl') || undefined });
  });
  afterAll(async () => {
    await server?.stop();
  });
  return {
    get url() {
      return server!.url;
    },
    get server() {
      return server!;
    },
  };
}

export async function getJson(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}
