/**
 * The file store: font files, generated previews and (later) subsets and uploads, addressed by
 * keys such as `fonts/<sha256>.ttf`. The local folder is the embedded default; keys never leave
 * the store's root.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

export interface FileStore {
  has(key: string): Promise<boolean>;
  read(key: string): Promise<Uint8Array>;
  /** Writes atomically (temp file + rename), so a reader never sees half a file. */
  write(key: string, data: Uint8Array | string): Promise<void>;
  size(key: string): Promise<number | null>;
  /** A readable (web) stream for serving, or null when the key is absent. */
  stream(key: string): ReadableStream<Uint8Array> | null;
}

export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`不合法的文件键：${key}`);
  }
}

export class LocalFileStore implements FileStore {
  readonly root: string;
  constructor(root: string) {
    this.root = root;
    fs.mkdirSync(root, { recursive: true });
  }

  pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async has(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async size(key: string): Promise<number | null> {
    try {
      const stat = await fsp.stat(this.pathOf(key));
      return stat.isFile() ? stat.size : null;
    } catch {
      return null;
    }
  }

  async read(key: string): Promise<Uint8Array> {
    return fsp.readFile(this.pathOf(key));
  }

  async write(key: string, data: Uint8Array | string): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
    await fsp.writeFile(temp, data);
    await fsp.rename(temp, target);
  }

  stream(key: string): ReadableStream<Uint8Array> | null {
    const p = this.pathOf(key);
    return fs.existsSync(p) ? (Readable.toWeb(fs.createReadStream(p)) as ReadableStream<Uint8Array>) : null;
  }
}

export function sha256(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Content-type of a stored file by its extension. */
export function contentTypeOf(key: string): string {
  const ext = path.extname(key).toLowerCase();
  return (
    {
      '.ttf': 'font/ttf',
      '.otf': 'font/otf',
      '.woff': 'font/woff',
      '.woff2': 'font/woff2',
      '.svg': 'image/svg+xml',
      '.png': 'image/png',
      '.jpg': 'image/jpeg',
      '.json': 'application/json',
    }[ext] ?? 'application/octet-stream'
  );
}
export { signUrl, verifySignedUrl, loadOrCreateSecret, attachmentDisposition, type SignedUrlCheck } from './signed-url.ts';
