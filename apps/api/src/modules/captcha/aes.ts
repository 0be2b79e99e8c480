/**
 * The cipher of the AJ-Captcha protocol: AES-128-ECB with PKCS#7 padding, the key being the
 * captcha's 16-character `secretKey` as UTF-8, the ciphertext in base64. ECB is weak in general;
 * it is used here only because existing AJ-Captcha clients encrypt this way, and what it protects
 * (a slider position valid for two minutes) needs no more.
 */
import { createCipheriv, createDecipheriv } from 'node:crypto';

function keyOf(secretKey: string): Buffer {
  const key = Buffer.from(secretKey, 'utf8');
  if (key.length !== 16) throw new Error('captcha secretKey must be 16 bytes');
  return key;
}

export function aesEncrypt(plain: string, secretKey: string): string {
  const cipher = createCipheriv('aes-128-ecb', keyOf(secretKey), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** The plaintext, or null when the text is not base64 ciphertext of this key (bad padding). */
export function aesDecrypt(base64: string, secretKey: string): string | null {
  try {
    const decipher = createDecipheriv('aes-128-ecb', keyOf(secretKey), null);
    return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
