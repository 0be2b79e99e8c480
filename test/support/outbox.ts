/** Reads what the outbox senders wrote: the last code sent to an account (tests only). */
import { createDb } from '../../packages/db/src/index.ts';
import type { TestServer } from './server.ts';

export async function lastCode(server: TestServer, account: string): Promise<string | undefined> {
  const handle = createDb(server.databaseUrl);
  try {
    const row = await handle.db
      .selectFrom('message_outbox')
      .select('body')
      .where('recipient', '=', account)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row ? /(\d{6})/.exec(row.body)?.[1] : undefined;
  } finally {
    await handle.destroy();
  }
}

export async function outboxCount(server: TestServer, account: string): Promise<number> {
  const handle = createDb(server.databaseUrl);
  try {
    const rows = await handle.db.selectFrom('message_outbox').select('id').where('recipient', '=', account).execute();
    return rows.length;
  } finally {
    await handle.destroy();
  }
}
