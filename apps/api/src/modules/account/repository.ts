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

/** A new password; every session but `keepTokenHash` (the one changing it, if any) is revoked. */
export async function setPassword(db: Kysely<Database>, userId: number, passwordHash: string, now: Date, keepTokenHash?: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('app_user').set({ password_hash: passwordHash, updated_at: now.toISOString() }).where('id', '=', userId).execute();
    let revoke = trx.updateTable('user_session').set({ revoked_at: now.toISOString() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
    if (keepTokenHash) revoke = revoke.where('token_hash', '!=', keepTokenHash);
    await revoke.execute();
  });
}

/** Binds a phone or e-mail; false when another user already has it. */
export async function bindAccount(db: Kysely<Database>, userId: number, account: string, now: Date): Promise<boolean> {
  const column = isEmail(account) ? 'email' : 'phone';
  const value = isEmail(account) ? account.toLowerCase() : account;
  return db.transaction().execute(async (trx) => {
    const owner = await trx.selectFrom('app_user').select('id').where(column, '=', value).executeTakeFirst();
    if (owner && owner.id !== userId) return false;
    await trx.updateTable('app_user').set({ [column]: value, updated_at: now.toISOString() }).where('id', '=', userId).execute();
    return true;
  });
}

/** Unbinds a phone or e-mail, unless it is the user's only way to log in. */
export async function unbindAccount(db: Kysely<Database>, userId: number, type: 'phone' | 'email', now: Date): Promise<'done' | 'last' | 'absent'> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('app_user').select(['phone', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
    if (!user[type]) return 'absent';
    const other = type === 'phone' ? user.email : user.phone;
    if (!other) return 'last';
    await trx.updateTable('app_user').set({ [type]: null, updated_at: now.toISOString() }).where('id', '=', userId).execute();
    return 'done';
  });
}

export async function updateProfile(db: Kysely<Database>, userId: number, changes: { nickname?: string; avatarKey?: string }, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('app_user')
      .set({
        ...(changes.nickname !== undefined ? { nickname: changes.nickname } : {}),
        ...(changes.avatarKey !== undefined ? { avatar_key: changes.avatarKey } : {}),
        updated_at: now.toISOString(),
      })
      .where('id', '=', userId)
      .execute();
  });
}
