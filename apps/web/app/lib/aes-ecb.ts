/**
 * AES-128-ECB with PKCS#7 padding, base64 out — what the AJ-Captcha protocol uses for the slider's
 * answer. WebCrypto has no ECB mode, but ECB of one block equals the first block of CBC with a zero
 * IV, so each block is encrypted that way: a few lines instead of a crypto library in the bundle.
 */
export async function aesEcbEncrypt(text: string, key: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey('raw', new TextEncoder().encode(key), { name: 'AES-CBC' }, false, ['encrypt']);
  const plain = new TextEncoder().encode(text);
  const pad = 16 - (plain.length % 16);
  const padded = new Uint8Array(plain.length + pad);
  padded.set(plain);
  padded.fill(pad, plain.length);
  const out = new Uint8Array(padded.length);
  const zeroIv = new Uint8Array(16);
  for (let i = 0; i < padded.length; i += 16) {
    const block = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-CBC', iv: zeroIv }, cryptoKey, padded.subarray(i, i + 16)));
    out.set(block.subarray(0, 16), i);
  }
  let binary = '';
  for (const b of out) binary += String.fromCharCode(b);
  return btoa(binary);
}
