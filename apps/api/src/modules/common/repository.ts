/** SQL of site-wide lookups: friend links and dictionaries. */
import type { Kysely } from 'kysely';
import type { Database } from '@hanmo/db';

export function listFriendLinks(db: Kysely<Database>) {
  return db.selectFrom('friendship_link').select(['id', 'name', 'url']).orderBy('sort_order').orderBy('id').execute();
}

export function listDictEntries(db: Kysely<Database>, keys: string[]) {
  return db
    .selectFrom('dict_entry')
    .select(['dict_key', 'dict_number', 'dict_label', 'dict_value'])
    .where('dict_key', 'in', keys)
    .orderBy('dict_key')
    .orderBy('sort_order')
    .execute();
}
