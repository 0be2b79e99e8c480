/**
 * For tests: HarfBuzz subsets made as the site makes them (the same harfbuzzjs wasm; hinting
 * dropped unless asked for), but without the engine's face cache, so each call is independent.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface HbExports {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(ptr: number, len: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_destroy(input: number): void;
  hb_set_add(set: number, codePoint: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

const hbWasm = fs.readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
const hb = (await WebAssembly.instantiate(hbWasm)).instance.exports as unknown as HbExports;
const HB_SUBSET_FLAGS_NO_HINTING = 1;

export function subsetWithHarfBuzz(font: Uint8Array, codePoints: Iterable<number>, { hinting = false } = {}): Uint8Array {
  const ptr = hb.malloc(font.byteLength);
  new Uint8Array(hb.memory.buffer).set(font, ptr);
  const blob = hb.hb_blob_create(ptr, font.byteLength, 2, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  const input = hb.hb_subset_input_create_or_fail();
  if (!hinting) hb.hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_NO_HINTING);
  const unicodes = hb.hb_subset_input_unicode_set(input);
  for (const cp of codePoints) hb.hb_set_add(unicodes, cp);
  const result = hb.hb_subset_or_fail(face, input);
  try {
    if (!result) throw new Error('harfbuzz subsetting failed');
    const out = hb.hb_face_reference_blob(result);
    const bytes = new Uint8Array(hb.memory.buffer, hb.hb_blob_get_data(out, 0), hb.hb_blob_get_length(out)).slice();
    hb.hb_blob_destroy(out);
    return bytes;
  } finally {
    if (result) hb.hb_face_destroy(result);
    hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.hb_blob_destroy(blob);
    hb.free(ptr);
  }
}
