/** SQL of accounts and sessions. */
import type { Kysely } from 'kysely';
import type { Database } from '@hanmo/db';

export const isEmail = (account: string) => account.includes('@');

export function findUserByAccount(db: Kysely<Database>, account: string) {
  const column = isEmail(account) ? 'email' : 'phone';
  return db.selectFrom('app_user').selectAll().where(column, '=', isEmail(account) ? account.toLowerCase() : account).executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: number) {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A new user and their first session, in one transaction. Undefined when the account is taken. */
export async function createUserWithSession(
  db: Kysely<Database>,
  user: { phone: string | null; email: string | null; passwordHash: string; nickname: string; now: Date },
  session: { tokenHash: string; expiresAt: Date },
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('app_user')
      .select('id')
      .where((eb) => (user.phone ? eb('phone', '=', user.phone) : eb('email', '=', user.email!)))
      .executeTakeFirst();
    if (taken) return undefined;
    const { id } = await trx
      .insertInto('app_user')
      .values({
        phone: user.phone,
        email: user.email,
        password_hash: user.passwordHash,
        nickname: user.nickname,
        avatar_key: null,
        created_at: user.now.toISOString(),
        updated_at: user.now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_session')
      .values({ user_id: id, token_hash: session.tokenHash, created_at: user.now.toISOString(), expires_at: session.expiresAt.toISOString(), revoked_at: null })
      .execute();
    return id;
  });
}

export async function insertSession(db: Kysely<Database>, userId: number, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db
    .insertInto('user_session')
    .values({ user_id: userId, token_hash: tokenHash, created_at: now.toISOString(), expires_at: expiresAt.toISOString(), revoked_at: null })
    .execute();
}

export async function revokeSession(db: Kysely<Database>, tokenHash: string, now: Date): Promise<void> {
  await db.updateTable('user_session').set({ revoked_at: now.toISOString() }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}
