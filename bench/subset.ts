/**
 * Subsetting benchmark: on-demand CJK subsets, in process (SubsetEngine.run) and through the real
 * HTTP service (POST /webfont/http + GET), beside the `subset-font` package and Debian's native
 * `hb-subset`, on the same characters. It reports and never asserts (exit 0 after printing).
 *
 *   node bench/subset.ts           full run (~5 min on 2 cores)
 *   node bench/subset.ts --quick   CI smoke run: N ∈ {10, 500}, few iterations, < 60 s
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_WOFF2_QUALITY, SUBSET_FORMATS, SubsetEngine, type SubsetFormat } from '../packages/fonts/src/index.ts';
import { codePoints, loadTable, window } from './lib/chars.ts';
import { kb, mark, ms, pair, pct, table } from './lib/format.ts';
import { getBytes, getJson, pathOf, postWebfont, scrapeLoopDelay, startLoopProbe } from './lib/http.ts';
import { hbSubsetRun, hbSubsetVersion, subsetFontRun } from './lib/others.ts';
import { type BareServer, startBareServer } from './lib/bare-server.ts';
import { repoRoot, startServer, type BenchServer } from './lib/server.ts';
import { percentile, summarize, timed, type Summary } from './lib/stats.ts';

// ---------------------------------------------------------------------------------------------
// Plan

const QUICK = process.argv.includes('--quick');
/** Iterations per N: fewer for big N, whose subset-font WOFF2 call alone takes seconds. */
const PLAN: { n: number; iterations: number }[] = QUICK
  ? [{ n: 10, iterations: 3 }, { n: 500, iterations: 2 }]
  : [{ n: 10, iterations: 30 }, { n: 50, iterations: 30 }, { n: 500, iterations: 10 }, { n: 3500, iterations: 3 }];
const CONCURRENCY = 16;
/** Discarded misses per font before the timed ones (in process and over HTTP), for the JIT. */
const WARM_UP_MISSES = QUICK ? 5 : 30;
const PROBE_EVERY_MS = 10;
const LIST_PAGE_SIZE = 24;

interface BenchFont {
  gno: string;
  name: string;
  file: string;
}
const FONTS: BenchFont[] = [
  { gno: 'ma-shan-zheng', name: 'Ma Shan Zheng', file: 'node_modules/@expo-google-fonts/ma-shan-zheng/400Regular/MaShanZheng_400Regular.ttf' },
  { gno: 'noto-serif-sc', name: 'Noto Serif SC', file: 'node_modules/@expo-google-fonts/noto-serif-sc/400Regular/NotoSerifSC_400Regular.ttf' },
].map((f) => ({ ...f, file: path.join(repoRoot, f.file) }));

const TABLE = loadTable();

// ---------------------------------------------------------------------------------------------
// Results

interface LocalRow {
  font: string;
  n: number;
  format: SubsetFormat;
  ours: Summary;
  subsetFont: Summary;
  hbSubset?: Summary;
  /** Bytes for window 0, the same characters for every tool. */
  oursBytes: number;
  subsetFontBytes: number;
  hbSubsetBytes?: number;
  /** WOFF2 only: our encoder at brotli 11 on window 0. */
  oursMaxQualityBytes?: number;
}

interface HttpRow {
  font: string;
  n: number;
  format: SubsetFormat;
  missTotal: Summary;
  missGet: Summary;
  hit: Summary;
  /** The same hits from the bare node:http reference server (bench/lib/bare-server.ts). */
  bareHit: Summary;
  /** Misses (POST + GET) completed per second with CONCURRENCY in flight. */
  burstPerSecond: number;
  burstErrors: number;
  probeMax: number;
  probeP99: number;
  probes: number;
  /** The server's own event-loop delay during the burst (perf_hooks, read from /metrics). */
  loopMax: number;
  loopP99: number;
  /** Bytes served for the first miss window. */
  bytes: number;
}

/** Floors measured in the same run, against which the site's figures are read. */
interface References {
  /** GET /healthz one at a time: one HTTP round trip through the whole site, doing nothing. */
  roundTrip: Summary;
  /** The server's event-loop delay under CONCURRENCY concurrent GET /healthz (max over rounds). */
  trivialBurstLoopMax: number;
}

interface FaceLoad {
  font: string;
  fileBytes: number;
  inProcessMs: number;
  httpFirstMissMs?: number;
}

// ---------------------------------------------------------------------------------------------
// 1, 5, 6, 7, 8 — in process, beside subset-font and hb-subset

/** The first run loads the file and preprocesses the face: reported apart from the misses. */
async function measureFaceLoad(engine: SubsetEngine, font: BenchFont): Promise<number> {
  const job = { fontKey: font.gno, fontPath: font.file, codePoints: codePoints('永'), format: 'ttf' as const };
  return (await timed(() => engine.run(job))).ms;
}

async function measureLocalRow(
  engine: SubsetEngine,
  font: BenchFont,
  fontBytes: Buffer,
  n: number,
  iterations: number,
  format: SubsetFormat,
  hbTmp: string | undefined,
): Promise<LocalRow> {
  const ours: number[] = [];
  const others: number[] = [];
  const hb: number[] = [];
  const row: Partial<LocalRow> = {};
  for (let k = 0; k < iterations; k++) {
    // Same window for every tool; interleaved so all see the same machine state.
    const text = window(TABLE, n, k);
    const job = { fontKey: font.gno, fontPath: font.file, codePoints: codePoints(text), format };
    const a = await timed(() => engine.run(job));
    const b = await timed(() => subsetFontRun(fontBytes, text, format));
    ours.push(a.ms);
    others.push(b.ms);
    if (k === 0) {
      row.oursBytes = a.value.byteLength;
      row.subsetFontBytes = b.value.byteLength;
    }
    if (hbTmp && format === 'ttf') {
      const h = await hbSubsetRun(font.file, text, hbTmp);
      hb.push(h.ms);
      if (k === 0) row.hbSubsetBytes = h.bytes;
    }
  }
  if (format === 'woff2') {
    const text = window(TABLE, n, 0);
    const best = await engine.run({ fontKey: font.gno, fontPath: font.file, codePoints: codePoints(text), format, quality: MAX_WOFF2_QUALITY });
    row.oursMaxQualityBytes = best.byteLength;
  }
  return {
    ...(row as Pick<LocalRow, 'oursBytes' | 'subsetFontBytes' | 'hbSubsetBytes' | 'oursMaxQualityBytes'>),
    font: font.name,
    n,
    format,
    ours: summarize(ours),
    subsetFont: summarize(others),
    hbSubset: hb.length ? summarize(hb) : undefined,
  };
}

async function runLocal(hbAvailable: boolean, faceLoads: FaceLoad[]): Promise<LocalRow[]> {
  const rows: LocalRow[] = [];
  const hbTmp = hbAvailable ? fs.mkdtempSync(path.join(os.tmpdir(), 'hanmo-bench-hb-')) : undefined;
  try {
    for (const font of FONTS) {
      // A fresh engine per font, with room for the face: the first call is the cold face load.
      const engine = new SubsetEngine(2 * 1024 ** 3);
      // A Buffer: subset-font (fontverter) detects the format with Buffer methods.
      const fontBytes = fs.readFileSync(font.file);
      faceLoads.push({ font: font.name, fileBytes: fontBytes.byteLength, inProcessMs: await measureFaceLoad(engine, font) });
      // subset-font's first call instantiates its wasm: warm it so its figures are steady state too.
      await subsetFontRun(fontBytes, '永', 'ttf');
      // And ours: the JIT's first few hundred calls of the encoders are slower than a running server's.
      for (let k = 0; k < WARM_UP_MISSES; k++) {
        const cps = codePoints(window(TABLE, 10, 3000 + k));
        for (const format of SUBSET_FORMATS) await engine.run({ fontKey: font.gno, fontPath: font.file, codePoints: cps, format });
      }
      for (const { n, iterations } of PLAN) {
        for (const format of SUBSET_FORMATS) {
          rows.push(await measureLocalRow(engine, font, fontBytes, n, iterations, format, hbTmp));
          progress(`in-process ${font.name} N=${n} ${format}`);
        }
      }
    }
  } finally {
    if (hbTmp) fs.rmSync(hbTmp, { recursive: true, force: true });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// 2, 3, 4 — over HTTP against the started server

/** Hands out windows no earlier request used, per font and N, so every HTTP request is a miss. */
function windowCounter(): (n: number) => string {
  const next = new Map<number, number>();
  return (n) => {
    const k = next.get(n) ?? 0;
    next.set(n, k + 1);
    return window(TABLE, n, k);
  };
}

/** One miss as a page makes it: POST the text, then GET the named file (computed on this GET). */
async function httpMiss(base: string, gno: string, text: string, format: SubsetFormat) {
  const start = performance.now();
  const [item] = await postWebfont(base, [{ gno, text }]);
  const posted = performance.now();
  const url = pathOf(item!, format);
  const bytes = await getBytes(base, url);
  const end = performance.now();
  return { totalMs: end - start, getMs: end - posted, url, bytes };
}

/** CONCURRENCY misses at once while /healthz is probed every PROBE_EVERY_MS. */
async function measureBurst(base: string, gno: string, format: SubsetFormat, nextText: () => string) {
  const texts = Array.from({ length: CONCURRENCY }, nextText);
  await scrapeLoopDelay(base); // resets the server's own delay monitor
  const probe = startLoopProbe(base, PROBE_EVERY_MS);
  const start = performance.now();
  const results = await Promise.allSettled(texts.map((t) => httpMiss(base, gno, t, format)));
  const wallMs = performance.now() - start;
  const latencies = await probe.stop();
  const loop = await scrapeLoopDelay(base);
  const ok = results.filter((r) => r.status === 'fulfilled').length;
  return {
    perSecond: ok / (wallMs / 1000),
    errors: results.length - ok,
    probeMax: Math.max(...latencies),
    probeP99: percentile(latencies, 99),
    probes: latencies.length,
    loopMax: loop.maxMs,
    loopP99: loop.p99Ms,
  };
}

async function measureHttpRow(base: string, bare: BareServer, font: BenchFont, n: number, iterations: number, format: SubsetFormat, nextText: (n: number) => string): Promise<HttpRow> {
  const total: number[] = [];
  const get: number[] = [];
  const urls: string[] = [];
  let bytes = 0;
  for (let k = 0; k < iterations; k++) {
    const miss = await httpMiss(base, font.gno, nextText(n), format);
    total.push(miss.totalMs);
    get.push(miss.getMs);
    urls.push(miss.url);
    if (k === 0) bytes = miss.bytes;
  }
  // A hit: the same URLs again, now answered from the on-disk cache.
  const hit: number[] = [];
  for (const url of urls) hit.push((await timed(() => getBytes(base, url))).ms);
  const bareHit: number[] = [];
  // The worker writes each file just after answering with it; wait until all are on disk.
  const t0 = performance.now();
  while (!urls.every((u) => fs.existsSync(path.join(bare.cacheDir, u.replace('/subset/files/', 'subsets/'))))) {
    if (performance.now() - t0 > 10_000) throw new Error(`subset files not on disk 10 s after their answers: ${urls.join(', ')}`);
    await new Promise((r) => setTimeout(r, 5));
  }
  for (const url of urls) await getBytes(bare.url, url); // every file read once, then timed from memory
  for (const url of urls) bareHit.push((await timed(() => getBytes(bare.url, url))).ms);
  const burst = await measureBurst(base, font.gno, format, () => nextText(n));
  return {
    font: font.name,
    n,
    format,
    missTotal: summarize(total),
    missGet: summarize(get),
    hit: summarize(hit),
    bareHit: summarize(bareHit),
    burstPerSecond: burst.perSecond,
    burstErrors: burst.errors,
    probeMax: burst.probeMax,
    probeP99: burst.probeP99,
    probes: burst.probes,
    loopMax: burst.loopMax,
    loopP99: burst.loopP99,
    bytes,
  };
}

async function runHttp(server: BenchServer, bare: BareServer, faceLoads: FaceLoad[]): Promise<HttpRow[]> {
  const rows: HttpRow[] = [];
  for (const font of FONTS) {
    const nextText = windowCounter();
    // The first miss loads the face in the server's worker (and parses it for `missing`).
    const first = await httpMiss(server.url, font.gno, nextText(PLAN[0]!.n), 'woff2');
    const load = faceLoads.find((f) => f.font === font.name);
    if (load) load.httpFirstMissMs = first.totalMs;
    // A running site has its request path compiled by the JIT: measure that, not the first calls.
    for (let k = 0; k < WARM_UP_MISSES; k++) await httpMiss(server.url, font.gno, nextText(PLAN[0]!.n), SUBSET_FORMATS[k % SUBSET_FORMATS.length]!);
    for (const { n, iterations } of PLAN) {
      for (const format of SUBSET_FORMATS) {
        rows.push(await measureHttpRow(server.url, bare, font, n, iterations, format, nextText));
        progress(`HTTP ${font.name} N=${n} ${format}`);
      }
    }
  }
  return rows;
}

/** The floors: a round trip that does nothing, and the loop's delay under a burst that does nothing. */
async function measureReferences(base: string): Promise<References> {
  const roundTrip: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t = (await timed(() => getBytes(base, '/healthz'))).ms;
    if (i >= 50) roundTrip.push(t); // the first ones warm the JIT and the connection pool
  }
  let trivialBurstLoopMax = 0;
  for (let round = 0; round < 10; round++) {
    await scrapeLoopDelay(base);
    await Promise.all(Array.from({ length: CONCURRENCY }, () => getBytes(base, '/healthz')));
    trivialBurstLoopMax = Math.max(trivialBurstLoopMax, (await scrapeLoopDelay(base)).maxMs);
  }
  return { roundTrip: summarize(roundTrip), trivialBurstLoopMax };
}

// ---------------------------------------------------------------------------------------------
// Browser cost of previews: a list page of LIST_PAGE_SIZE fonts, each showing its sample text

interface ListSummary {
  gno: string;
  sampleText: string;
  childCount: number;
}
interface FontDetail {
  fileSize: number;
  sampleText?: string;
  childFontResource?: { fontGNo: string }[];
}

interface ListPage {
  fonts: number;
  woff2Bytes: number;
  wholeFileBytes: number;
  coldMs: number;
  chars: number;
}

/** The seeded families, then their other weights (child faces) until there are enough. */
async function listPageFonts(base: string): Promise<{ gno: string; text: string }[]> {
  const list = await getJson<{ records: (ListSummary & { fontGNo: string })[] }>(`${base}/web/api/font/getFontList?size=100`);
  const picked = list.records.map((r) => ({ gno: r.fontGNo, text: r.sampleText }));
  for (const family of list.records) {
    if (picked.length >= LIST_PAGE_SIZE) break;
    if (!family.childCount) continue;
    const detail = await getJson<FontDetail>(`${base}/web/api/font/getFontDetail?fontGNo=${encodeURIComponent(family.fontGNo)}`);
    for (const child of detail.childFontResource ?? []) {
      if (picked.length < LIST_PAGE_SIZE && !picked.some((p) => p.gno === child.fontGNo)) picked.push({ gno: child.fontGNo, text: family.sampleText });
    }
  }
  return picked.slice(0, LIST_PAGE_SIZE);
}

async function measureListPage(base: string): Promise<ListPage> {
  const fonts = await listPageFonts(base);
  const start = performance.now();
  // As the page does: one batch for all previews, then every WOFF2 fetched in parallel.
  const items = await postWebfont(base, fonts);
  const sizes = await Promise.all(items.map((item) => getBytes(base, item.woff2Path)));
  const coldMs = performance.now() - start;
  const details = await Promise.all(
    fonts.map((f) => getJson<FontDetail>(`${base}/web/api/font/getFontDetail?fontGNo=${encodeURIComponent(f.gno)}`)),
  );
  return {
    fonts: fonts.length,
    woff2Bytes: sizes.reduce((a, b) => a + b, 0),
    wholeFileBytes: details.reduce((a, d) => a + d.fileSize, 0),
    coldMs,
    chars: Math.round(fonts.reduce((a, f) => a + [...f.text].length, 0) / fonts.length),
  };
}

// ---------------------------------------------------------------------------------------------
// Report

function progress(what: string): void {
  process.stderr.write(`  … ${what}\n`);
}

const fmtLabel = (f: SubsetFormat) => f.toUpperCase();
const ratio = (a: number, b: number) => a / b - 1;

function faceLoadTable(loads: FaceLoad[]): string {
  return table(
    ['font', 'file', 'face load in process (read + preprocess)', 'first HTTP miss (face load in the worker + 10 chars WOFF2)'],
    loads.map((l) => [l.font, kb(l.fileBytes), `${ms(l.inProcessMs)} ms`, l.httpFirstMissMs === undefined ? '–' : `${ms(l.httpFirstMissMs)} ms`]),
  );
}

function localTable(rows: LocalRow[], hbVersion: string | undefined): string {
  return table(
    ['font', 'N', 'format', 'ours p50 / p95 ms', 'subset-font p50 / p95 ms', 'ours ×faster (p50)', hbVersion ? 'hb-subset CLI p50 / p95 ms (incl. spawn)' : 'hb-subset', 'bytes ours', 'bytes subset-font', 'bytes hb-subset'],
    rows.map((r) => [
      r.font,
      String(r.n),
      fmtLabel(r.format),
      pair(r.ours),
      pair(r.subsetFont),
      `${(r.subsetFont.p50 / r.ours.p50).toFixed(1)}×`,
      r.hbSubset ? pair(r.hbSubset) : hbVersion ? '(TTF only)' : 'not installed',
      kb(r.oursBytes),
      kb(r.subsetFontBytes),
      kb(r.hbSubsetBytes),
    ]),
  );
}

function woff2SizeTable(rows: LocalRow[]): string {
  return table(
    ['font', 'N', 'ours WOFF2 (brotli 5)', 'ours at brotli 11', 'q5 vs q11', 'subset-font WOFF2 (brotli 11 + glyf transform)', 'ours vs subset-font'],
    rows
      .filter((r) => r.format === 'woff2')
      .map((r) => [
        r.font,
        String(r.n),
        kb(r.oursBytes),
        kb(r.oursMaxQualityBytes),
        pct(ratio(r.oursBytes, r.oursMaxQualityBytes!)),
        kb(r.subsetFontBytes),
        pct(ratio(r.oursBytes, r.subsetFontBytes)),
      ]),
  );
}

function httpTable(rows: HttpRow[], refs: References): string {
  const twoTrips = 2 * refs.roundTrip.p50;
  return table(
    ['font', 'N', 'format', 'miss POST+GET p50 / p95 ms', 'of which above 2 bare round trips (p50)', 'miss GET p50 / p95 ms', 'hit GET p50 / p95 ms', 'bare node:http, same bytes from memory: p50 ms (hit ÷ bare)', `${CONCURRENCY} concurrent misses: misses/s`, 'server event-loop delay during burst: max / p99 ms', '/healthz during burst: max / p99 ms (probes)', 'bytes served'],
    rows.map((r) => [
      r.font,
      String(r.n),
      fmtLabel(r.format),
      pair(r.missTotal),
      `${ms(r.missTotal.p50 - twoTrips)} ms`,
      pair(r.missGet),
      pair(r.hit),
      `${ms(r.bareHit.p50)} (${(r.hit.p50 / r.bareHit.p50).toFixed(2)}×)`,
      `${r.burstPerSecond.toFixed(1)}${r.burstErrors ? ` (${r.burstErrors} failed)` : ''}`,
      `${ms(r.loopMax)} / ${ms(r.loopP99)}`,
      `${ms(r.probeMax)} / ${ms(r.probeP99)} (${r.probes})`,
      kb(r.bytes),
    ]),
  );
}

function referenceTable(refs: References): string {
  return table(
    ['reference (same run, same server)', 'measured'],
    [
      ['one round trip: GET /healthz one at a time (p50 / p95 ms)', pair(refs.roundTrip)],
      [`server event-loop delay under ${CONCURRENCY} concurrent GET /healthz (max of 10 rounds)`, `${ms(refs.trivialBurstLoopMax)} ms`],
    ],
  );
}

function previewTable(http: HttpRow[], page: ListPage): string {
  const rows = FONTS.map((f) => {
    const served = http.find((r) => r.font === f.name && r.n === 10 && r.format === 'woff2');
    return [`10-char preview, ${f.name}`, kb(served?.bytes), kb(fs.statSync(f.file).size)];
  });
  rows.push([
    `list page: ${page.fonts} previews (~${page.chars} chars each; cold, one batch + parallel GETs: ${ms(page.coldMs)} ms)`,
    kb(page.woff2Bytes),
    kb(page.wholeFileBytes),
  ]);
  return table(['what the browser downloads', 'WOFF2 subset(s)', 'whole font file(s)'], rows);
}

interface Target {
  label: string;
  measured: string;
  ok: boolean;
}

/** The worst value over rows: a target holds only if it holds for every font. */
function worst<T>(rows: T[], value: (r: T) => number, pick: 'max' | 'min' = 'max'): number {
  const values = rows.map(value);
  return pick === 'max' ? Math.max(...values) : Math.min(...values);
}

function targets(local: LocalRow[], http: HttpRow[], page: ListPage, refs: References): Target[] {
  const localAt = (n: number, f: SubsetFormat) => local.filter((r) => r.n === n && r.format === f);
  const httpAt = (n: number, f: SubsetFormat) => http.filter((r) => r.n === n && r.format === f);
  const perFont = <T extends { font: string }>(rows: T[], v: (r: T) => string) => rows.map((r) => `${r.font} ${v(r)}`).join(', ');
  const out: Target[] = [];
  const add = (label: string, measured: string, ok: boolean) => out.push({ label, measured, ok });

  const l10 = localAt(10, 'woff2');
  add('miss, 10 chars WOFF2, in process: p50 ≤ 2 ms', perFont(l10, (r) => `${ms(r.ours.p50)} ms`), worst(l10, (r) => r.ours.p50) <= 2);
  const h10 = httpAt(10, 'woff2');
  add(
    'miss, 10 chars WOFF2, over HTTP (POST+GET): p50 ≤ 5 ms',
    `${perFont(h10, (r) => `${ms(r.missTotal.p50)} ms`)} (two round trips that do nothing: ${ms(2 * refs.roundTrip.p50)} ms)`,
    worst(h10, (r) => r.missTotal.p50) <= 5,
  );
  const l500 = localAt(500, 'woff2');
  add('miss, 500 chars WOFF2, in process: p50 ≤ 30 ms', perFont(l500, (r) => `${ms(r.ours.p50)} ms`), worst(l500, (r) => r.ours.p50) <= 30);
  const h500 = httpAt(500, 'woff2');
  add('miss, 500 chars WOFF2, over HTTP (POST+GET): p50 ≤ 30 ms', perFont(h500, (r) => `${ms(r.missTotal.p50)} ms`), worst(h500, (r) => r.missTotal.p50) <= 30);

  const speed = (r: LocalRow) => r.subsetFont.p50 / r.ours.p50;
  const slowest = local.reduce((a, b) => (speed(b) < speed(a) ? b : a));
  const fast = local.filter((r) => speed(r) >= 8).length;
  add(
    '≥ 8× faster than subset-font on the same call (p50, every row)',
    `${fast}/${local.length} rows; slowest: ${slowest.font} N=${slowest.n} ${fmtLabel(slowest.format)} ${speed(slowest).toFixed(1)}×`,
    fast === local.length,
  );
  for (const f of SUBSET_FORMATS) {
    const rows = local.filter((r) => r.format === f);
    add(`  … ${fmtLabel(f)} only`, `min ${worst(rows, speed, 'min').toFixed(1)}×, max ${worst(rows, speed).toFixed(1)}×`, worst(rows, speed, 'min') >= 8);
  }

  const w2 = local.filter((r) => r.format === 'woff2');
  const vsQ11 = worst(w2, (r) => ratio(r.oursBytes, r.oursMaxQualityBytes!));
  add('WOFF2 bytes within 10 % of max-quality brotli (our encoder at 11)', `worst ${pct(vsQ11)}`, vsQ11 <= 0.1);
  const vsSf = worst(w2, (r) => ratio(r.oursBytes, r.subsetFontBytes));
  add('WOFF2 bytes within 10 % of subset-font (brotli 11 + glyf transform)', `worst ${pct(vsSf)}`, vsSf <= 0.1);

  const hitP50 = worst(http, (r) => r.hit.p50);
  const hitRow = http.find((r) => r.hit.p50 === hitP50)!;
  const hitRatio = worst(http, (r) => r.hit.p50 / r.bareHit.p50);
  add(
    'cache hit over HTTP: p50 ≤ 2 ms (every row)',
    `worst ${ms(hitP50)} ms (${hitRow.font} N=${hitRow.n} ${fmtLabel(hitRow.format)}, ${kb(hitRow.bytes)}; a bare node:http server sending the same bytes from memory: ${ms(hitRow.bareHit.p50)} ms); ` +
      `the site's hit ÷ the bare one: at most ${hitRatio.toFixed(2)}×`,
    hitP50 <= 2,
  );
  const stall = worst(http, (r) => r.loopMax);
  const stallRow = http.find((r) => r.loopMax === stall)!;
  add(
    `event loop never stalls > 50 ms under ${CONCURRENCY} concurrent misses (server's own delay monitor)`,
    `max ${ms(stall)} ms (${stallRow.font} N=${stallRow.n} ${fmtLabel(stallRow.format)}); worst p99 ${ms(worst(http, (r) => r.loopP99))} ms; ` +
      `seen from outside, /healthz took at most ${ms(worst(http, (r) => r.probeMax))} ms (includes CPU contention and the bench's own loop); ` +
      `${CONCURRENCY} concurrent GET /healthz alone: ${ms(refs.trivialBurstLoopMax)} ms`,
    stall <= 50,
  );
  const previews = h10.map((r) => r.bytes);
  add('10-char preview ≤ 10 KB (WOFF2)', perFont(h10, (r) => kb(r.bytes)), Math.max(...previews) <= 10 * 1024);
  add(`${LIST_PAGE_SIZE} previews ≤ 150 KB`, `${kb(page.woff2Bytes)} for ${page.fonts} fonts`, page.woff2Bytes <= 150 * 1024);
  return out;
}

function report(args: { date: string; hbVersion: string | undefined; server: BenchServer; faceLoads: FaceLoad[]; local: LocalRow[]; http: HttpRow[]; page: ListPage; refs: References; elapsedMs: number }): string {
  const { local, http, page, refs } = args;
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const plan = PLAN.map((p) => `N=${p.n}×${p.iterations}`).join(', ');
  return [
    `## Subsetting benchmark${QUICK ? ' (--quick)' : ''}`,
    '',
    `${args.date} · ${os.availableParallelism()} cores (${cpu}) · ${Math.round(os.totalmem() / 1024 ** 3)} GiB · Node ${process.version} · ${os.platform()} ${os.release()}`,
    `Iterations per row: ${plan}; every iteration subsets a different window of 通用规范汉字表 level 1 (a genuine miss). Times in ms, p50 / p95. KB = 1024 bytes.`,
    `Server: apps/web/server/index.ts on a fresh data folder, started (migrate + seed) in ${ms(args.server.startMs)} ms. Whole run: ${(args.elapsedMs / 1000).toFixed(0)} s.`,
    args.hbVersion ? `hb-subset: ${args.hbVersion} (Debian libharfbuzz-bin), TTF only, times include spawning the process and parsing the font.` : 'hb-subset: not installed (apt-get install libharfbuzz-bin) — column skipped.',
    '',
    '### Face load (once per font, reported apart from the misses)',
    '',
    faceLoadTable(args.faceLoads),
    '',
    '### Cache miss in process (SubsetEngine.run, face warm) vs subset-font vs hb-subset, same characters',
    '',
    localTable(local, args.hbVersion),
    '',
    '### WOFF2 size (window 0 of each row)',
    '',
    woff2SizeTable(local),
    '',
    `### Over HTTP (POST /webfont/http then GET the file; ${CONCURRENCY}-concurrent burst with GET /healthz every ${PROBE_EVERY_MS} ms)`,
    '',
    httpTable(http, refs),
    '',
    referenceTable(refs),
    '',
    '### Browser cost of previews',
    '',
    previewTable(http, page),
    '',
    '### Targets',
    '',
    table(['', 'target', 'measured'], targets(local, http, page, refs).map((t) => [mark(t.ok), t.label, t.measured])),
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const started = performance.now();
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
  const hbVersion = await hbSubsetVersion();
  if (!hbVersion) console.log('hb-subset is not installed (apt-get install libharfbuzz-bin): its column is skipped.');
  const faceLoads: FaceLoad[] = [];
  progress(`in-process runs (${QUICK ? 'quick' : 'full'})`);
  const local = await runLocal(hbVersion !== undefined, faceLoads);

  progress('starting the server (migrate + seed)');
  const server = await startServer();
  const bare = await startBareServer(path.join(server.dataDir, 'cache'));
  let http: HttpRow[];
  let page: ListPage;
  let refs: References;
  try {
    refs = await measureReferences(server.url);
    http = await runHttp(server, bare, faceLoads);
    page = await measureListPage(server.url);
  } finally {
    bare.stop();
    await server.stop();
  }
  console.log(report({ date, hbVersion, server, faceLoads, local, http, page, refs, elapsedMs: performance.now() - started }));
}

await main();
