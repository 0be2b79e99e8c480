/**
 * Signs a user in by writing a session straight into the server's database (as e2e helpers do),
 * for tests of what needs a login before the login flow itself exists.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createDb } from '../../packages/db/src/index.ts';
import type { TestServer } from './server.ts';

export interface TestSession {
  userId: number;
  token: string;
}

export async function createSession(server: TestServer, options: { expiresInSeconds?: number; nickname?: string } = {}): Promise<TestSession> {
  const handle = createDb(server.databaseUrl);
  try {
    const now = new Date();
    const user = await handle.db
      .insertInto('app_user')
      .values({ nickname: options.nickname ?? '测试用户', created_at: now.toISOString(), updated_at: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = randomBytes(32).toString('base64url');
    await handle.db
      .insertInto('user_session')
      .values({
        user_id: user.id,
        token_hash: createHash('sha256').update(token).digest('hex'),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + (options.expiresInSeconds ?? 3600) * 1000).toISOString(),
        revoked_at: null,
      })
      .execute();
    return { userId: user.id, token };
  } finally {
    await handle.destroy();
  }
}
