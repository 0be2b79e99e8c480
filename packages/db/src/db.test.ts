import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type DbHandle, createDb, migrateToLatest } from './index.ts';

let handle: DbHandle | undefined;
afterEach(async () => {
  await handle?.destroy();
  handle = undefined;
});

const font = (gno: string) => ({
  font_gno: gno,
  parent_id: null,
  family_name: '测试字体',
  english_name: 'Test',
  style_name: 'Regular',
  style_category: 'kai',
  license_type: 'free',
  license_name: null,
  designer: null,
  foundry: null,
  description: '',
  release_date: null,
  tags: '[]',
  wapper_tag: null,
  glyph_count: 1,
  weight: 400,
  sample_text: '永',
  ttf_path: 'fonts/x.ttf',
  woff_path: null,
  file_hash: 'x',
  file_size: 1,
  sort_order: 0,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

describe('node:sqlite adapter for Kysely', () => {
  it('migrates a new file, and again is a no-op', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanmo-db-'));
    handle = createDb(`sqlite:${path.join(dir, 'a.db')}`);
    expect(await migrateToLatest(handle.db)).toEqual(['20261122T0000_fonts', '20261122T0100_font_metadata', '20261122T0200_accounts_downloads', '20261122T0300_message_outbox']);
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  it('inserts with RETURNING, selects, counts', async () => {
    handle = createDb('sqlite::memory:');
    await migrateToLatest(handle.db);
    const { id } = await handle.db.insertInto('font').values(font('a')).returning('id').executeTakeFirstOrThrow();
    expect(id).toBe(1);
    const row = await handle.db.selectFrom('font').select(['font_gno', 'weight']).where('id', '=', id).executeTakeFirst();
    expect(row).toEqual({ font_gno: 'a', weight: 400 });
    const { n } = await handle.db.selectFrom('font').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(1);
  });

  it('rolls back a failed transaction: nothing is half-written', async () => {
    handle = createDb('sqlite::memory:');
    await migrateToLatest(handle.db);
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx.insertInto('font').values(font('b')).execute();
        await trx.insertInto('font').values(font('b')).execute(); // unique font_gno: fails
      }),
    ).rejects.toThrow();
    const rows = await handle.db.selectFrom('font').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('enforces foreign keys', async () => {
    handle = createDb('sqlite::memory:');
    await migrateToLatest(handle.db);
    await expect(handle.db.insertInto('download_setting').values({ font_id: 999, format: 'ttf', download: 1 }).execute()).rejects.toThrow();
  });
});
