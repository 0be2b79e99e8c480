/** Business rules of the catalogue: what a list row and a detail show, and when download is offered. */
import {
  ApiError,
  type FontDetail,
  type FontInformation,
  type FontListQuery,
  type FontResource,
  type FontSummary,
  type Page,
  canDownload,
  pageOf,
  previewPath,
} from '@hanmo/contract';
import type { FontRow } from '@hanmo/db';
import type { ApiDeps } from '../../deps.ts';
import * as repo from './repository.ts';

type Settings = Array<{ format: string; download: boolean }>;

function parseTags(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
}

function toSummary(row: FontRow, settings: Settings, childCount: number): FontSummary {
  return {
    fontGNo: row.font_gno,
    familyName: row.family_name,
    englishName: row.english_name,
    styleCategory: row.style_category as FontSummary['styleCategory'],
    licenseType: row.license_type as FontSummary['licenseType'],
    designer: row.designer,
    foundry: row.foundry,
    releaseDate: row.release_date,
    tags: parseTags(row.tags),
    wapperTag: row.wapper_tag,
    glyphCount: row.glyph_count,
    weight: row.weight,
    sampleText: row.sample_text,
    namePreviewUrl: previewPath(row.font_gno, row.file_hash, row.family_name),
    samplePreviewUrl: previewPath(row.font_gno, row.file_hash, row.sample_text),
    childCount,
    downloadable: canDownload({ downloadSettings: settings, wapperTag: row.wapper_tag }),
  };
}

function toResource(row: FontRow, settings: Settings): FontResource {
  return {
    fontGNo: row.font_gno,
    familyName: row.family_name,
    styleName: row.style_name,
    weight: row.weight,
    glyphCount: row.glyph_count,
    previewUrl: previewPath(row.font_gno, row.file_hash, row.sample_text),
    downloadSettings: settings,
    wapperTag: row.wapper_tag,
  };
}

function parseJsonArray<T>(json: string | null): T[] {
  if (!json) return [];
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
}

function toInformation(row: FontRow, parentGNo: string | null): FontInformation {
  return {
    fontGNo: row.font_gno,
    familyName: row.family_name,
    englishName: row.english_name,
    styleName: row.style_name,
    postscriptName: row.postscript_name,
    version: row.font_version,
    weight: row.weight,
    width: row.width,
    italic: Boolean(row.italic),
    designer: row.designer,
    foundry: row.foundry,
    vendor: row.vendor,
    licenseType: row.license_type as FontInformation['licenseType'],
    licenseName: row.license_name,
    licenseText: row.license_text,
    licenseUrl: row.license_url,
    glyphCount: row.glyph_count,
    fileSize: Number(row.file_size),
    sourceFormat: row.source_format,
    axes: parseJsonArray(row.axes),
    coverage: parseJsonArray(row.coverage),
    missingLevel1: row.missing_level1 ?? '',
    parentGNo,
  };
}

async function findOr404(deps: ApiDeps, fontGNo: string): Promise<FontRow> {
  const row = await repo.findByGno(deps.db.db, fontGNo);
  if (!row) throw new ApiError(404, '字体不存在或已下线');
  return row;
}

/** The family's faces below a font, flattened (spec: childFontResource). */
export async function getChildren(deps: ApiDeps, fontGNo: string): Promise<FontResource[]> {
  const row = await findOr404(deps, fontGNo);
  const children = await repo.descendantsOf(deps.db.db, row.id);
  const settings = await repo.downloadSettingsOf(deps.db.db, children.map((c) => c.id));
  return children.map((c) => toResource(c, settings.get(c.id) ?? []));
}

export async function getInformation(deps: ApiDeps, fontGNo: string): Promise<FontInformation> {
  const row = await findOr404(deps, fontGNo);
  const parent = row.parent_id ? await repo.findById(deps.db.db, row.parent_id) : undefined;
  return toInformation(row, parent?.font_gno ?? null);
}

/** The information of a face's family main face (the face itself when it leads its family). */
export async function getParentInformation(deps: ApiDeps, fontGNo: string): Promise<FontInformation> {
  let row = await findOr404(deps, fontGNo);
  while (row.parent_id) row = (await repo.findById(deps.db.db, row.parent_id)) ?? row;
  return toInformation(row, null);
}

export async function getVariableFonts(deps: ApiDeps): Promise<FontSummary[]> {
  const rows = await repo.variableFonts(deps.db.db);
  const settings = await repo.downloadSettingsOf(deps.db.db, rows.map((r) => r.id));
  return rows.map((r) => toSummary(r, settings.get(r.id) ?? [], 0));
}

export async function getFontList(deps: ApiDeps, query: FontListQuery): Promise<Page<FontSummary>> {
  const { rows, total } = await repo.listFamilies(deps.db.db, query);
  const settings = await repo.downloadSettingsOf(deps.db.db, rows.map((r) => r.id));
  const records = rows.map((r) => toSummary(r, settings.get(r.id) ?? [], r.child_count));
  return pageOf(records, total, query.current, query.size);
}

export async function getFontDetail(deps: ApiDeps, fontGNo: string): Promise<FontDetail> {
  const db = deps.db.db;
  const row = await repo.findByGno(db, fontGNo);
  if (!row) throw new ApiError(404, '字体不存在或已下线');
  const children = await repo.descendantsOf(db, row.id);
  const parent = row.parent_id ? await repo.findById(db, row.parent_id) : undefined;
  const settings = await repo.downloadSettingsOf(db, [row.id, ...children.map((c) => c.id)]);
  const own = settings.get(row.id) ?? [];
  return {
    ...toSummary(row, own, children.length),
    description: row.description,
    licenseName: row.license_name,
    styleName: row.style_name,
    fileSize: Number(row.file_size),
    downloadSettings: own,
    childFontResource: children.map((c) => toResource(c, settings.get(c.id) ?? [])),
    parentGNo: parent?.font_gno ?? null,
  };
}
