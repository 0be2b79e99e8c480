/// <reference path="./fontkit.d.ts" />
/// <reference path="./wawoff2.d.ts" />
export { FontReadError } from './errors.ts';
export { drawTextAsSvg, type OutlineSvg, type OutlineSvgOptions } from './outline-svg.ts';
export { FontCache } from './font-cache.ts';
export { ByteLru, type Sized } from './byte-lru.ts';
export { HbFace, SubsetError } from './subset/harfbuzz.ts';
export {
  SubsetEngine,
  SUBSET_FORMATS,
  FAST_WOFF2_QUALITY,
  MAX_WOFF2_QUALITY,
  encode,
  CMAP_BITMAP_BYTES,
  hasCodePoint,
  type FaceRef,
  type FontJob,
  type SubsetFormat,
  type SubsetJob,
} from './subset/engine.ts';
export { SubsetPool, OverloadedError, type PoolOptions } from './subset/pool.ts';
export { encodeWoff } from './woff.ts';
export { encodeWoff2 } from './woff2.ts';
export { readFontFile, openFace, openFont, describeFace, type FontFile, type FaceDescription, type SourceFormat, type VariationAxis } from './font-file.ts';
export { decodeWoff, decodeWoff2 } from './decode-woff.ts';
export { computeCoverage, type Coverage, type SetCoverage } from './coverage/index.ts';
