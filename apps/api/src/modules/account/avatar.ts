/**
 * Avatars: whatever image comes in is decoded with a pixel limit (an image bomb is refused before
 * it is expanded), cropped square, re-encoded as a 256 px JPEG — which drops its metadata (EXIF,
 * GPS) — and stored in the file store under its content hash.
 */
import { PROFILE_LIMITS } from '@hanmo/contract/schemas';
import { ApiError } from '@hanmo/contract';
import { sha256 } from '@hanmo/storage';
import sharp from 'sharp';
import type { ApiDeps } from '../../deps.ts';

export async function storeAvatar(deps: ApiDeps, file: File): Promise<string> {
  if (file.size > PROFILE_LIMITS.avatarMaxBytes) throw new ApiError(400, `头像图片不能超过 ${PROFILE_LIMITS.avatarMaxBytes / 1024 / 1024} MB`);
  const input = new Uint8Array(await file.arrayBuffer());
  let output: Buffer;
  try {
    const image = sharp(input, { limitInputPixels: PROFILE_LIMITS.avatarMaxPixels, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.format || !['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'].includes(meta.format)) throw new Error('not an image');
    output = await image
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize(PROFILE_LIMITS.avatarOutputPx, PROFILE_LIMITS.avatarOutputPx, { fit: 'cover' })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message))) throw new ApiError(400, '头像图片尺寸过大，请换一张');
    throw new ApiError(400, '无法识别的图片，请上传 JPG、PNG 或 WebP 图片');
  }
  const key = `avatars/${sha256(output)}.jpg`;
  if (!(await deps.store.has(key))) await deps.store.write(key, output);
  return key;
}
