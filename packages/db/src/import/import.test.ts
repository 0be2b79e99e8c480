/** The importer on a real database and file store, with real fonts. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HbFace, encodeWoff, encodeWoff2 } from '@hanmo/fonts';
import { LocalFileStore } from '@hanmo/storage';
import { type DbHandle, createDb, migrateToLatest } from '../index.ts';
import { guessStyleCategory, importFontFile } from './import-font.ts';

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) => new Uint8Array(fs.readFileSync(path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file)));
const maShanZheng = fontFile('@expo-google-fonts/ma-shan-zheng', '400Regular/MaShanZheng_400Regular.ttf');
const serif = (w: string) => fontFile('@expo-google-fonts/noto-serif-sc', `${w}/NotoSerifSC_${w}.ttf`);

let handle: DbHandle;
let store: LocalFileStore;
let dir: string;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanmo-import-'));
  handle = createDb(`sqlite:${path.join(dir, 'hanmo.db')}`);
  await migrateToLatest(handle.db);
  store = new LocalFileStore(path.join(dir, 'files'));
});
afterEach(async () => {
  await handle.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const fontRows = () => handle.db.selectFrom('font').selectAll().orderBy('id').execute();
const storedFiles = () => (fs.existsSync(path.join(dir, 'files', 'fonts')) ? fs.readdirSync(path.join(dir, 'files', 'fonts')) : []);

/** A TrueType collection of the given sfnts (tables copied, offsets rewritten). */
function collection(fonts: Uint8Array[]): Uint8Array {
  const headerSize = 12 + 4 * fonts.length;
  const parts: Uint8Array[] = [];
  let offset = headerSize;
  const fontOffsets: number[] = [];
  for (const f of fonts) {
    const v = new DataView(f.buffer, f.byteOffset, f.byteLength);
    const n = v.getUint16(4);
    const dirSize = 12 + 16 * n;
    const directory = f.slice(0, dirSize);
    const dv = new DataView(directory.buffer);
    fontOffsets.push(offset);
    let tableOffset = offset + dirSize;
    const tables: Uint8Array[] = [];
    for (let i = 0; i < n; i++) {
      const start = v.getUint32(12 + i * 16 + 8);
      const length = v.getUint32(12 + i * 16 + 12);
      const padded = new Uint8Array((length + 3) & ~3);
      padded.set(f.subarray(start, start + length));
      dv.setUint32(12 + i * 16 + 8, tableOffset);
      tables.push(padded);
      tableOffset += padded.byteLength;
    }
    parts.push(directory, ...tables);
    offset = tableOffset;
  }
  const out = new Uint8Array(offset);
  const h = new DataView(out.buffer);
  out.set(new TextEncoder().encode('ttcf'));
  h.setUint32(4, 0x00010000);
  h.setUint32(8, fonts.length);
  fontOffsets.forEach((o, i) => h.setUint32(12 + 4 * i, o));
  let at = headerSize;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

describe('importing a font file', () => {
  it('reads names, weight, licence and coverage, and stores the file under its hash', async () => {
    const result = await importFontFile(handle.db, store, 'MaShanZheng.ttf', maShanZheng);
    expect(result).toMatchObject({ status: 'imported', fonts: ['ma-shan-zheng'] });
    const [row] = await fontRows();
    expect(row).toMatchObject({
      family_name: 'Ma Shan Zheng',
      english_name: 'Ma Shan Zheng',
      weight: 400,
      italic: 0,
      license_type: 'free',
      license_name: 'SIL Open Font License 1.1',
      source_format: 'ttf',
      face_index: 0,
    });
    expect(row!.license_url).toContain('openfontlicense');
    const coverage = JSON.parse(row!.coverage!);
    expect(coverage.find((s: { name: string }) => s.name === 'gb2312')).toMatchObject({ total: 6763, covered: 6763, percent: 100 });
    expect(row!.missing_level1).toBe('啰瞭');
    expect(storedFiles()).toEqual([`${row!.file_hash}.ttf`]);
    // An open licence is offered for download by default.
    const settings = await handle.db.selectFrom('download_setting').selectAll().execute();
    expect(settings).toMatchObject([{ font_id: row!.id, format: 'ttf', download: 1 }]);
  });

  it('changes nothing when the same file comes again', async () => {
    await importFontFile(handle.db, store, 'a.ttf', maShanZheng);
    const before = await fontRows();
    const again = await importFontFile(handle.db, store, 'copy-of-a.ttf', maShanZheng);
    expect(again).toMatchObject({ status: 'unchanged', fonts: ['ma-shan-zheng'] });
    expect(await fontRows()).toEqual(before);
    expect(storedFiles()).toHaveLength(1);
  });

  it.each([
    ['random bytes', new Uint8Array(4096).map((_, i) => (i * 7919) % 251)],
    ['a text file', new TextEncoder().encode('这不是字体文件，只是一段文字。'.repeat(20))],
    ['a truncated font', maShanZheng.slice(0, 2000)],
    ['an empty file', new Uint8Array(0)],
  ])('refuses %s with a Chinese message and writes nothing', async (_, data) => {
    const result = await importFontFile(handle.db, store, 'bad.ttf', data);
    expect(result.status).toBe('refused');
    expect(result.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await fontRows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('reads WOFF and WOFF2 and stores them decoded', async () => {
    const subset = new HbFace(maShanZheng).subset([...'一笔一画皆有来处'].map((c) => c.codePointAt(0)!));
    const woff2 = await importFontFile(handle.db, store, 'a.woff2', encodeWoff2(subset));
    expect(woff2.status).toBe('imported');
    const rows = await fontRows();
    expect(rows.map((r) => r.source_format)).toEqual(['woff2']);
    // The same face in another format is recognised: no second copy of it in the catalogue.
    const woff = await importFontFile(handle.db, store, 'a.woff', encodeWoff(subset));
    expect(woff).toMatchObject({ status: 'unchanged', fonts: [rows[0]!.font_gno] });
    expect(await fontRows()).toHaveLength(1);
    // WOFF on its own is read too.
    const other = await createDb('sqlite::memory:');
    await migrateToLatest(other.db);
    expect((await importFontFile(other.db, store, 'a.woff', encodeWoff(subset))).status).toBe('imported');
    await other.destroy();
    for (const file of storedFiles()) {
      expect(Buffer.from(fs.readFileSync(path.join(dir, 'files', 'fonts', file))).subarray(0, 4)).toEqual(Buffer.from([0, 1, 0, 0]));
    }
  });

  it('imports every face of a TTC collection as its own font', async () => {
    const a = new HbFace(maShanZheng).subset([...'永'].map((c) => c.codePointAt(0)!));
    const b = new HbFace(serif('700Bold')).subset([...'永'].map((c) => c.codePointAt(0)!));
    const result = await importFontFile(handle.db, store, 'pair.ttc', collection([a, b]));
    expect(result.status).toBe('imported');
    const rows = await fontRows();
    expect(rows.map((r) => [r.english_name, r.face_index, r.weight])).toEqual([
      ['Ma Shan Zheng', 0, 400],
      ['Noto Serif SC', 1, 700],
    ]);
    expect(rows.every((r) => r.source_format === 'ttc' && r.ttf_path.endsWith('.ttc'))).toBe(true);
  });

  it('groups the weights of one family under its regular face', async () => {
    await importFontFile(handle.db, store, 'NotoSerifSC_400Regular.ttf', serif('400Regular'), { displayName: '思源宋体', slug: 'noto-serif-sc' });
    await importFontFile(handle.db, store, 'NotoSerifSC_700Bold.ttf', serif('700Bold'));
    const [regular, bold] = await fontRows();
    expect(regular).toMatchObject({ font_gno: 'noto-serif-sc', parent_id: null, family_name: '思源宋体', style_category: 'song' });
    expect(bold).toMatchObject({ font_gno: 'noto-serif-sc-700', parent_id: regular!.id, family_name: '思源宋体', weight: 700 });
  });
});

describe('guessing a style category from names', () => {
  it.each([
    ['马善政毛笔楷书 Ma Shan Zheng', 'kai'],
    ['Noto Serif SC', 'song'],
    ['Noto Sans SC', 'hei'],
    ['站酷快乐体 ZCOOL KuaiLe', 'yishu'],
  ])('%s → %s', (names, code) => {
    expect(guessStyleCategory(names)).toBe(code);
  });
});
