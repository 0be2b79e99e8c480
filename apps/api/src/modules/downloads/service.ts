/**
 * Font downloads (spec §5 download rule, design §4 auth): signed-in users only; a signed URL that
 * works for a few minutes serves the file under its Chinese name and records the download.
 */
import path from 'node:path';
import { ApiError, COMING_SOON_TAG, canDownload, pageOf } from '@hanmo/contract';
import type { FontRow } from '@hanmo/db';
import { attachmentDisposition, signUrl, verifySignedUrl } from '@hanmo/storage';
import type { ApiDeps } from '../../deps.ts';
import type { SessionUser } from '../../http/auth.ts';
import * as fonts from '../fonts/repository.ts';
import * as repo from './repository.ts';

export const DOWNLOAD_FILE_PATH = '/web/api/font/download-file';

export const REFUSALS = {
  comingSoon: '该字体即将上线，暂未开放下载',
  previewOnly: '该字体仅供在线预览，不提供下载',
  invalidLink: '下载链接无效，请回到字体页面重新下载',
  expiredLink: '下载链接已过期，请回到字体页面重新下载',
} as const;

const now = (deps: ApiDeps) => deps.now?.() ?? new Date();

/** Why a font may not be downloaded, or null when it may. */
async function refusalOf(deps: ApiDeps, font: FontRow): Promise<string | null> {
  const settings = (await fonts.downloadSettingsOf(deps.db.db, [font.id])).get(font.id) ?? [];
  if (canDownload({ downloadSettings: settings, wapperTag: font.wapper_tag })) return null;
  return font.wapper_tag?.includes(COMING_SOON_TAG) ? REFUSALS.comingSoon : REFUSALS.previewOnly;
}

function fileNames(font: FontRow) {
  const ext = path.extname(font.ttf_path) || '.ttf';
  return { fileName: `${font.family_name}-${font.style_name}${ext}`, asciiName: `${font.english_name}-${font.style_name}${ext}` };
}

function signedFor(deps: ApiDeps, user: SessionUser, font: FontRow) {
  const expiresAt = new Date(now(deps).getTime() + deps.config.downloadUrlTtlSeconds * 1000);
  return {
    fontGNo: font.font_gno,
    styleName: font.style_name,
    weight: font.weight,
    format: path.extname(font.ttf_path).slice(1) || 'ttf',
    fileSize: Number(font.file_size),
    fileName: fileNames(font).fileName,
    url: signUrl(deps.signingSecret, DOWNLOAD_FILE_PATH, { f: font.font_gno, u: String(user.id) }, expiresAt),
    expiresAt: expiresAt.toISOString(),
  };
}

export type DownloadFile = ReturnType<typeof signedFor>;

async function fontOr404(deps: ApiDeps, fontGNo: string): Promise<FontRow> {
  const font = await fonts.findByGno(deps.db.db, fontGNo);
  if (!font) throw new ApiError(404, '字体不存在或已下线');
  return font;
}

/** One font's signed download URL, or 403 with the reason. */
export async function downloadUrl(deps: ApiDeps, user: SessionUser, fontGNo: string): Promise<DownloadFile> {
  const font = await fontOr404(deps, fontGNo);
  const refusal = await refusalOf(deps, font);
  if (refusal) throw new ApiError(403, refusal);
  return signedFor(deps, user, font);
}

/** Every downloadable face of the font's family (for the download dialog), or 403 when none is. */
export async function familyFiles(deps: ApiDeps, user: SessionUser, fontGNo: string): Promise<DownloadFile[]> {
  let main = await fontOr404(deps, fontGNo);
  while (main.parent_id) main = (await fonts.findById(deps.db.db, main.parent_id)) ?? main;
  const faces = [main, ...(await fonts.descendantsOf(deps.db.db, main.id))].sort((a, b) => a.weight - b.weight);
  const files: DownloadFile[] = [];
  let firstRefusal: string | null = null;
  for (const face of faces) {
    const refusal = await refusalOf(deps, face);
    if (refusal) firstRefusal ??= refusal;
    else files.push(signedFor(deps, user, face));
  }
  if (!files.length) throw new ApiError(403, firstRefusal ?? REFUSALS.previewOnly);
  return files;
}

/** Serves a signed download: checks link and rule again, records it, answers the file. */
export async function serveDownload(deps: ApiDeps, url: URL): Promise<Response> {
  const check = verifySignedUrl(deps.signingSecret, url, now(deps));
  if (!check.ok) throw new ApiError(403, check.reason === 'expired' ? REFUSALS.expiredLink : REFUSALS.invalidLink);
  const font = await fontOr404(deps, check.params.f ?? '');
  const refusal = await refusalOf(deps, font);
  if (refusal) throw new ApiError(403, refusal);
  const stream = deps.store.stream(font.ttf_path);
  if (!stream) throw new ApiError(404, '字体文件缺失，请联系管理员');
  await repo.recordDownload(deps.db.db, Number(check.params.u), font.id, path.extname(font.ttf_path).slice(1) || 'ttf', now(deps));
  const { fileName, asciiName } = fileNames(font);
  return new Response(stream, {
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(font.file_size),
      'Content-Disposition': attachmentDisposition(fileName, asciiName),
      'Cache-Control': 'private, no-store',
    },
  });
}

export async function history(deps: ApiDeps, user: SessionUser, current: number, size: number) {
  const { rows, total } = await repo.downloadHistory(deps.db.db, user.id, current, size);
  return pageOf(rows, total, current, size);
}
