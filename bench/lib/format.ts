/** Markdown rendering of the figures. */
import type { Summary } from './stats.ts';

export function ms(v: number): string {
  if (!Number.isFinite(v)) return '–';
  return v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : v.toFixed(0);
}

/** "p50 / p95" in milliseconds. */
export const pair = (s: Summary | undefined): string => (s && s.n ? `${ms(s.p50)} / ${ms(s.p95)}` : '–');

/** KB = 1024 bytes. */
export function kb(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes)) return '–';
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

export const pct = (ratio: number): string => (Number.isFinite(ratio) ? `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)} %` : '–');

export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export const mark = (ok: boolean): string => (ok ? '✓' : '✗');
