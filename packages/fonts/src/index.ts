/// <reference path="./fontkit.d.ts" />
export { readFontMetadata, openFont, FontReadError, type FontMetadata } from './metadata.ts';
export { drawTextAsSvg, type OutlineSvg, type OutlineSvgOptions } from './outline-svg.ts';
export { FontCache } from './font-cache.ts';
