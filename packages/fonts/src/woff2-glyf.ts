/**
 * The WOFF2 transform of the glyf and loca tables (https://www.w3.org/TR/WOFF2/#glyf_table_format,
 * transform version 0), written as Google's reference encoder (woff2/src/transform.cc) writes it.
 *
 * A TrueType glyph stores each point as a flag byte plus a 0-2 byte delta per axis, interleaved
 * per glyph. The transform regroups a whole glyf table into seven streams of like data (contour
 * counts, points per contour, flags, coordinates, composite records, bounding boxes, instructions),
 * packs each point into a "triplet" of one flag byte and 1-4 coordinate bytes, leaves out the
 * bounding boxes a decoder can recompute, and leaves out loca entirely (the decoder rebuilds it).
 * Like data together compresses better: CJK subsets come out 3-16 % smaller at brotli 5 than
 * from the raw tables (Ma Shan Zheng 3-7 %, Noto Serif SC 12-16 %).
 *
 * The decoder writes glyphs back in its own encoding, so the decoded glyf is equivalent, not
 * byte-identical: same outlines, instructions and bounding boxes.
 */

/** What the encoder needs to write the transformed glyf and loca into a WOFF2 file. */
export interface GlyfTransform {
  /** The transformed glyf table, compressed in place of the original. */
  glyf: Uint8Array;
  /**
   * Length of the glyf table the reference decoder (woff2_dec.cc, which Chrome and Firefox use
   * through OTS) rebuilds, for glyf's origLength and the header's totalSfntSize. Decoders write
   * glyphs in their own encoding and take both fields only as allocation hints (§3.2, §5.1), but
   * the exact figure saves them a reallocation, and Google's wasm build (wawoff2) returns a
   * buffer of totalSfntSize bytes, zero-padded, whatever the font's real size.
   */
  decodedGlyfLength: number;
  /**
   * loca format of the rebuilt font (head.indexToLocFormat): the input's, except 1 (32-bit) when
   * any decoder's glyf might outgrow 16-bit offsets. The caller must then patch head to match.
   */
  indexFormat: number;
  /** Length of the loca table the decoder rebuilds: loca's origLength. */
  locaLength: number;
}

/** The tables the transform reads; all are views of the input font. */
export interface GlyfTables {
  glyf: Uint8Array;
  loca: Uint8Array;
  head: Uint8Array;
  maxp: Uint8Array;
}

/**
 * Transforms glyf (and with it loca), or returns undefined when the tables are malformed or
 * something the transform cannot represent: the caller then writes them untransformed, which
 * works for any bytes.
 */
export function transformGlyf(tables: GlyfTables): GlyfTransform | undefined {
  try {
    return transform(tables);
  } catch (err) {
    if (err instanceof MalformedGlyf) return undefined;
    throw err;
  }
}

/** Thrown inside the transform for input it cannot encode; never leaves this module. */
class MalformedGlyf extends Error {}

function malformed(why: string): never {
  throw new MalformedGlyf(why);
}

// Simple glyph flags (OpenType glyf table).
const ON_CURVE = 0x01;
const X_SHORT = 0x02;
const Y_SHORT = 0x04;
const REPEAT = 0x08;
/** With X_SHORT: the delta is positive. Without: the delta is 0 (x is the same as before). */
const X_SAME_OR_POSITIVE = 0x10;
const Y_SAME_OR_POSITIVE = 0x20;
/** Only meaningful on a glyph's first flag; WOFF2 carries it in overlapSimpleBitmap. */
const OVERLAP_SIMPLE = 0x40;

// Composite glyph component flags.
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;
const WE_HAVE_INSTRUCTIONS = 0x0100;

/** numberOfContours, xMin, yMin, xMax, yMax: the start of every glyph record. */
const GLYPH_HEADER_SIZE = 10;
/** version, optionFlags, numGlyphs, indexFormat, and the seven stream sizes. */
const TRANSFORMED_HEADER_SIZE = 8 + 7 * 4;
/** Largest glyf a 16-bit loca can address: offsets are stored halved. */
const MAX_SHORT_LOCA_OFFSET = 0xffff * 2;

function u16(b: Uint8Array, at: number): number {
  return (b[at]! << 8) | b[at + 1]!;
}

function i16(b: Uint8Array, at: number): number {
  return (u16(b, at) << 16) >> 16;
}

/**
 * A one-byte delta with its sign from a flag bit (1 = positive): with m = bit - 1, `(v ^ m) - m`
 * is v for m = 0 and -v for m = -1. Arithmetic, not a branch: outline delta signs are close to
 * random, so a branch would be mispredicted half the time.
 */
function withSign(v: number, positiveBit: number): number {
  const m = positiveBit - 1;
  return (v ^ m) - m;
}

const MAX_INT32 = 0x7fffffff;
const MIN_INT32 = -0x80000000;

function pad4(n: number): number {
  return (n + 3) & ~3;
}

/**
 * An append-only byte buffer that grows by doubling. Only append() checks for room: callers
 * reserve() before the other writes, so the per-point loops carry no checks.
 */
class ByteStream {
  bytes: Uint8Array;
  length = 0;

  constructor(capacity: number) {
    this.bytes = new Uint8Array(Math.max(capacity, 16));
  }

  /** Makes room for n more bytes, so the writes after it need no checks of their own. */
  reserve(n: number): void {
    if (this.length + n <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + n));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  u16(v: number): void {
    this.bytes[this.length++] = (v >> 8) & 0xff;
    this.bytes[this.length++] = v & 0xff;
  }

  /** 255UInt16 (WOFF2 §3.1): one byte below 253, else a code byte and 1-2 more, 3 at most. */
  u255(v: number): void {
    if (v < 253) {
      this.bytes[this.length++] = v;
    } else if (v < 506) {
      this.bytes[this.length++] = 255;
      this.bytes[this.length++] = v - 253;
    } else if (v < 762) {
      this.bytes[this.length++] = 254;
      this.bytes[this.length++] = v - 506;
    } else {
      this.bytes[this.length++] = 253;
      this.bytes[this.length++] = v >> 8;
      this.bytes[this.length++] = v & 0xff;
    }
  }

  append(src: Uint8Array): void {
    this.reserve(src.length);
    this.bytes.set(src, this.length);
    this.length += src.length;
  }

  view(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }
}

/** One bit per glyph, glyph 0 in the most significant bit of byte 0. */
function setBit(bitmap: Uint8Array, glyphId: number): void {
  bitmap[glyphId >> 3]! |= 0x80 >> (glyphId & 7);
}

function transform({ glyf, loca, head, maxp }: GlyfTables): GlyfTransform {
  if (head.length < 54 || maxp.length < 6) malformed('head or maxp too short');
  const numGlyphs = u16(maxp, 4);
  const inputIndexFormat = i16(head, 50);
  if (inputIndexFormat !== 0 && inputIndexFormat !== 1) malformed('unknown indexToLocFormat');
  const offsetOf =
    inputIndexFormat === 0
      ? (i: number) => u16(loca, 2 * i) * 2
      : (i: number) => ((u16(loca, 4 * i) << 16) | u16(loca, 4 * i + 2)) >>> 0;
  if (loca.length < (numGlyphs + 1) * (inputIndexFormat === 0 ? 2 : 4)) malformed('loca too short');

  const encoder = new GlyfEncoder(numGlyphs, glyf.length);
  let start = offsetOf(0);
  for (let id = 0; id < numGlyphs; id++) {
    const end = offsetOf(id + 1);
    if (end < start || end > glyf.length) malformed(`glyph ${id} lies outside glyf`);
    encoder.encodeGlyph(id, glyf.subarray(start, end));
    start = end;
  }

  const indexFormat = inputIndexFormat === 0 && encoder.maxDecodedLength > MAX_SHORT_LOCA_OFFSET ? 1 : inputIndexFormat;
  return {
    glyf: encoder.finish(indexFormat),
    decodedGlyfLength: encoder.decodedLength,
    indexFormat,
    locaLength: (numGlyphs + 1) * (indexFormat === 0 ? 2 : 4),
  };
}

/** Splits glyphs into the streams of the transformed glyf table, one glyph at a time. */
class GlyfEncoder {
  readonly #numGlyphs: number;
  readonly #nContours: ByteStream;
  readonly #nPoints: ByteStream;
  readonly #flags: ByteStream;
  readonly #glyphs: ByteStream;
  readonly #composites = new ByteStream(256);
  readonly #bboxes = new ByteStream(256);
  readonly #instructions = new ByteStream(256);
  readonly #bboxBitmap: Uint8Array;
  readonly #overlapBitmap: Uint8Array;
  #hasOverlap = false;
  /** Scratch for the glyph being encoded: its points' flags and deltas. */
  #pointFlags = new Uint8Array(1024);
  #dx = new Int32Array(1024);
  #dy = new Int32Array(1024);
  /** Length of the glyf table the reference decoder rebuilds (see GlyfTransform). */
  decodedLength = 0;
  /**
   * The most any decoder can rebuild: one flag byte per point and the glyph's own coordinate
   * bytes. Decoders differ in how they find runs of flags, and a loca of 16-bit offsets must
   * hold whichever glyf they write.
   */
  maxDecodedLength = 0;

  constructor(numGlyphs: number, glyfLength: number) {
    this.#numGlyphs = numGlyphs;
    this.#nContours = new ByteStream(2 * numGlyphs); // exactly one int16 per glyph
    // Guesses from typical CJK outlines, so the big streams rarely need to grow.
    this.#nPoints = new ByteStream(glyfLength >> 5);
    this.#flags = new ByteStream(glyfLength >> 1);
    this.#glyphs = new ByteStream(glyfLength);
    // The spec sizes the bbox bitmap in 32-bit words, the overlap bitmap in bytes.
    this.#bboxBitmap = new Uint8Array(4 * Math.floor((numGlyphs + 31) / 32));
    this.#overlapBitmap = new Uint8Array((numGlyphs + 7) >> 3);
  }

  encodeGlyph(id: number, glyph: Uint8Array): void {
    if (glyph.length === 0) {
      this.#nContours.u16(0);
      return;
    }
    if (glyph.length < GLYPH_HEADER_SIZE) malformed(`glyph ${id} is shorter than its header`);
    const numberOfContours = i16(glyph, 0);
    if (numberOfContours > 0) {
      this.#simple(id, glyph, numberOfContours);
    } else if (numberOfContours === -1) {
      this.#composite(id, glyph);
    } else if (numberOfContours === 0) {
      // Rebuilt as an empty glyph, which is only the same glyph if its bbox was empty too.
      for (let at = 2; at < GLYPH_HEADER_SIZE; at++) if (glyph[at] !== 0) malformed(`glyph ${id}: no contours but a bbox`);
      this.#nContours.u16(0);
    } else {
      malformed(`glyph ${id}: numberOfContours ${numberOfContours}`);
    }
  }

  #simple(id: number, glyph: Uint8Array, numberOfContours: number): void {
    const end = glyph.length;
    let at = GLYPH_HEADER_SIZE + 2 * numberOfContours;
    if (at + 2 > end) malformed(`glyph ${id}: contours run past its end`);

    this.#nContours.u16(numberOfContours);
    this.#nPoints.reserve(3 * numberOfContours);
    let lastPoint = -1;
    for (let c = 0; c < numberOfContours; c++) {
      const endPoint = u16(glyph, GLYPH_HEADER_SIZE + 2 * c);
      if (endPoint < lastPoint) malformed(`glyph ${id}: contour end points go backwards`);
      this.#nPoints.u255(endPoint - lastPoint);
      lastPoint = endPoint;
    }
    const numPoints = lastPoint + 1;

    const instructionLength = u16(glyph, at);
    at += 2;
    if (at + instructionLength > end) malformed(`glyph ${id}: instructions run past its end`);
    const instructions = glyph.subarray(at, at + instructionLength);
    at += instructionLength;

    // Flags, run-length coded: a flag with REPEAT is followed by how many more times it applies.
    if (this.#pointFlags.length < numPoints) {
      this.#pointFlags = new Uint8Array(numPoints);
      this.#dx = new Int32Array(numPoints);
      this.#dy = new Int32Array(numPoints);
    }
    const flags = this.#pointFlags;
    for (let i = 0; i < numPoints; ) {
      if (at >= end) malformed(`glyph ${id}: flags run past its end`);
      const flag = glyph[at++]!;
      flags[i++] = flag;
      if (flag & REPEAT) {
        if (at >= end) malformed(`glyph ${id}: flags run past its end`);
        // A count running past the last point is ignored, as font readers (and the reference) do.
        for (let n = glyph[at++]!; n > 0 && i < numPoints; n--) flags[i++] = flag;
      }
    }

    // Deltas as the glyph stores them (x all first, then y), so the decoder's coordinates are
    // exactly the original ones; the bounds go with them, to compare with the stored bbox.
    const dxs = this.#dx;
    const dys = this.#dy;
    const coordinatesStart = at;
    let x = 0;
    let xMin = MAX_INT32;
    let xMax = MIN_INT32;
    for (let i = 0; i < numPoints; i++) {
      const flag = flags[i]!;
      let dx = 0;
      if (flag & X_SHORT) {
        if (at >= end) malformed(`glyph ${id}: x coordinates run past its end`);
        dx = withSign(glyph[at++]!, (flag >> 4) & 1); // X_SAME_OR_POSITIVE
      } else if (!(flag & X_SAME_OR_POSITIVE)) {
        if (at + 2 > end) malformed(`glyph ${id}: x coordinates run past its end`);
        dx = i16(glyph, at);
        at += 2;
      }
      dxs[i] = dx;
      x += dx;
      xMin = Math.min(xMin, x);
      xMax = Math.max(xMax, x);
    }
    let y = 0;
    let yMin = MAX_INT32;
    let yMax = MIN_INT32;
    for (let i = 0; i < numPoints; i++) {
      const flag = flags[i]!;
      let dy = 0;
      if (flag & Y_SHORT) {
        if (at >= end) malformed(`glyph ${id}: y coordinates run past its end`);
        dy = withSign(glyph[at++]!, (flag >> 5) & 1); // Y_SAME_OR_POSITIVE
      } else if (!(flag & Y_SAME_OR_POSITIVE)) {
        if (at + 2 > end) malformed(`glyph ${id}: y coordinates run past its end`);
        dy = i16(glyph, at);
        at += 2;
      }
      dys[i] = dy;
      y += dy;
      yMin = Math.min(yMin, y);
      yMax = Math.max(yMax, y);
    }
    const coordinatesEnd = at;

    const overlap = (flags[0]! & OVERLAP_SIMPLE) !== 0;
    this.#flags.reserve(numPoints);
    this.#glyphs.reserve(4 * numPoints + 3);
    const pointsBytes = writeTriplets(this.#flags, this.#glyphs, flags, dxs, dys, numPoints, overlap);
    this.#glyphs.u255(instructionLength);
    this.#instructions.append(instructions);

    // The decoder computes a simple glyph's bbox from its points; store it only if that differs.
    if (xMin !== i16(glyph, 2) || yMin !== i16(glyph, 4) || xMax !== i16(glyph, 6) || yMax !== i16(glyph, 8)) {
      this.#explicitBbox(id, glyph);
    }
    if (overlap) {
      setBit(this.#overlapBitmap, id);
      this.#hasOverlap = true;
    }
    // What the reference decoder writes (its points' bytes counted by writeTriplets), and the
    // most any decoder can: a flag byte per point (fewer where it finds runs) and the glyph's own
    // coordinate bytes (fewer where the glyph spent 2 bytes on a short delta).
    const headerBytes = GLYPH_HEADER_SIZE + 2 * numberOfContours + 2 + instructionLength;
    this.decodedLength += pad4(headerBytes + pointsBytes);
    this.maxDecodedLength += pad4(headerBytes + numPoints + (coordinatesEnd - coordinatesStart));
  }

  #composite(id: number, glyph: Uint8Array): void {
    const end = glyph.length;
    let at = GLYPH_HEADER_SIZE;
    let haveInstructions = false;
    let flags: number;
    do {
      if (at + 4 > end) malformed(`glyph ${id}: components run past its end`);
      flags = u16(glyph, at);
      haveInstructions ||= (flags & WE_HAVE_INSTRUCTIONS) !== 0;
      // flags, glyphIndex, the two arguments, then an optional scale or 2x2 matrix (F2Dot14s).
      let size = 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
      if (flags & WE_HAVE_A_SCALE) size += 2;
      else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) size += 4;
      else if (flags & WE_HAVE_A_TWO_BY_TWO) size += 8;
      if (at + size > end) malformed(`glyph ${id}: components run past its end`);
      at += size;
    } while (flags & MORE_COMPONENTS);

    this.#nContours.u16(0xffff); // -1
    this.#composites.append(glyph.subarray(GLYPH_HEADER_SIZE, at));
    // A decoder cannot compute a composite's bbox without its components: always stored.
    this.#explicitBbox(id, glyph);
    let instructionsSize = 0;
    if (haveInstructions) {
      if (at + 2 > end) malformed(`glyph ${id}: instructions run past its end`);
      const instructionLength = u16(glyph, at);
      if (at + 2 + instructionLength > end) malformed(`glyph ${id}: instructions run past its end`);
      this.#glyphs.reserve(3);
      this.#glyphs.u255(instructionLength);
      this.#instructions.append(glyph.subarray(at + 2, at + 2 + instructionLength));
      instructionsSize = 2 + instructionLength;
    }
    // Every decoder writes a composite as it was: header, components, instructions.
    this.decodedLength += pad4(at + instructionsSize);
    this.maxDecodedLength += pad4(at + instructionsSize);
  }

  #explicitBbox(id: number, glyph: Uint8Array): void {
    setBit(this.#bboxBitmap, id);
    this.#bboxes.append(glyph.subarray(2, GLYPH_HEADER_SIZE));
  }

  /** The transformed table: header, the seven streams, then the overlap bitmap if any glyph needs it. */
  finish(indexFormat: number): Uint8Array {
    const streams = [
      this.#nContours.view(),
      this.#nPoints.view(),
      this.#flags.view(),
      this.#glyphs.view(),
      this.#composites.view(),
      // The bbox "stream" is the bitmap followed by the boxes; its size covers both.
      concat(this.#bboxBitmap, this.#bboxes.view()),
      this.#instructions.view(),
    ];
    if (this.#hasOverlap) streams.push(this.#overlapBitmap);
    const out = new Uint8Array(TRANSFORMED_HEADER_SIZE + streams.reduce((sum, s) => sum + s.length, 0));
    const view = new DataView(out.buffer);
    view.setUint16(0, 0); // reserved (was the Fixed version 0)
    view.setUint16(2, this.#hasOverlap ? 1 : 0); // optionFlags bit 0: overlapSimpleBitmap follows
    view.setUint16(4, this.#numGlyphs);
    view.setUint16(6, indexFormat);
    let at = TRANSFORMED_HEADER_SIZE;
    streams.forEach((stream, i) => {
      if (i < 7) view.setUint32(8 + 4 * i, stream.length);
      out.set(stream, at);
      at += stream.length;
    });
    return out;
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/**
 * Writes each point as a WOFF2 §5.2 triplet: a flag byte (its top bit set for off-curve points)
 * choosing one of 128 layouts by the sizes and signs of the deltas, and 1-4 coordinate bytes. The
 * cases and their order are the reference encoder's (transform.cc WriteTriplet); the decoder
 * reads a flag's sign bits as "1 = positive", x in bit 0 and y in bit 1. The caller reserves room
 * for one flag and 4 coordinate bytes per point.
 *
 * Returns the bytes of flags and coordinates the reference decoder will write back for these
 * points (woff2_dec.cc StorePoints): 1-2 bytes per non-zero delta, and per run of equal flags
 * (256 points at most) one flag byte, plus a count byte if the run is longer than one point.
 * It is counted here rather than in a loop of its own because this loop is the transform's
 * hottest: about a million points for 3,500 CJK characters.
 */
function writeTriplets(
  flagStream: ByteStream,
  coordStream: ByteStream,
  pointFlags: Uint8Array,
  dxs: Int32Array,
  dys: Int32Array,
  numPoints: number,
  overlap: boolean,
): number {
  // The streams' arrays and lengths live in locals while the loop runs, and go back after it.
  const flagOut = flagStream.bytes;
  const coordOut = coordStream.bytes;
  let f = flagStream.length;
  let c = coordStream.length;
  let decodedBytes = 0;
  let lastDecodedFlag = -1;
  let repeat = 0;
  for (let i = 0; i < numPoints; i++) {
    const dx = dxs[i]!;
    const dy = dys[i]!;
    const absX = Math.abs(dx);
    const absY = Math.abs(dy);
    // Bits by arithmetic rather than `?:`, which compiles to branches that the near-random
    // on-curve pattern and delta signs mispredict (7 % of the transform's time measured):
    // `n >>> 31` is 1 for a negative int32, 0 otherwise.
    const onCurve = pointFlags[i]! & ON_CURVE;
    const offCurveBit = (onCurve ^ 1) << 7;
    const xSign = (dx >>> 31) ^ 1;
    const ySign = (dy >>> 31) ^ 1;
    const xySigns = xSign + 2 * ySign;
    if (dx === 0 && absY < 1280) {
      // flags 0-9: y only, 8 bits plus a multiple of 256 in the flag.
      flagOut[f++] = offCurveBit + ((absY & 0xf00) >> 7) + ySign;
      coordOut[c++] = absY & 0xff;
    } else if (dy === 0 && absX < 1280) {
      // flags 10-19: x only, the same way.
      flagOut[f++] = offCurveBit + 10 + ((absX & 0xf00) >> 7) + xSign;
      coordOut[c++] = absX & 0xff;
    } else if (absX < 65 && absY < 65) {
      // flags 20-83: 1-64 each, two nibbles in one byte and the high bits in the flag.
      flagOut[f++] = offCurveBit + 20 + ((absX - 1) & 0x30) + (((absY - 1) & 0x30) >> 2) + xySigns;
      coordOut[c++] = (((absX - 1) & 0xf) << 4) | ((absY - 1) & 0xf);
    } else if (absX < 769 && absY < 769) {
      // flags 84-119: 1-768 each, a byte each and the high bits in the flag.
      flagOut[f++] = offCurveBit + 84 + 12 * (((absX - 1) & 0x300) >> 8) + (((absY - 1) & 0x300) >> 6) + xySigns;
      coordOut[c++] = (absX - 1) & 0xff;
      coordOut[c++] = (absY - 1) & 0xff;
    } else if (absX < 4096 && absY < 4096) {
      // flags 120-123: 12 bits each in three bytes.
      flagOut[f++] = offCurveBit + 120 + xySigns;
      coordOut[c++] = absX >> 4;
      coordOut[c++] = ((absX & 0xf) << 4) | (absY >> 8);
      coordOut[c++] = absY & 0xff;
    } else {
      // flags 124-127: 16 bits each.
      flagOut[f++] = offCurveBit + 124 + xySigns;
      coordOut[c++] = absX >> 8;
      coordOut[c++] = absX & 0xff;
      coordOut[c++] = absY >> 8;
      coordOut[c++] = absY & 0xff;
    }

    // The flag the reference decoder gives the point, and the coordinate bytes it writes.
    let flag = onCurve;
    if (i === 0 && overlap) flag |= OVERLAP_SIMPLE;
    if (dx === 0) {
      flag |= X_SAME_OR_POSITIVE;
    } else if (absX < 256) {
      flag |= X_SHORT | (xSign << 4); // X_SAME_OR_POSITIVE if positive
      decodedBytes += 1;
    } else {
      decodedBytes += 2;
    }
    if (dy === 0) {
      flag |= Y_SAME_OR_POSITIVE;
    } else if (absY < 256) {
      flag |= Y_SHORT | (ySign << 5); // Y_SAME_OR_POSITIVE if positive
      decodedBytes += 1;
    } else {
      decodedBytes += 2;
    }
    if (flag === lastDecodedFlag && repeat !== 255) {
      repeat++;
    } else {
      if (repeat !== 0) decodedBytes++; // the count of the run that ends
      decodedBytes++;
      repeat = 0;
    }
    lastDecodedFlag = flag;
  }
  flagStream.length = f;
  coordStream.length = c;
  return repeat !== 0 ? decodedBytes + 1 : decodedBytes;
}
