/**
 * The response envelope of every JSON API call (spec §4, §9): success is the *string* "200".
 * Pages wrap their rows in { records, total, size, current, pages } (1-based `current`).
 */
export const SUCCESS_CODE = '200';
/** The subset batch (`POST /webfont/http`) answers a numeric 200, as spec §7 shows. */
export const SUBSET_SUCCESS_CODE = 200;

export interface Envelope<T> {
  code: string;
  message: string;
  data: T;
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export function ok<T>(data: T, message = '操作成功'): Envelope<T> {
  return { code: SUCCESS_CODE, message, data };
}

export function pageOf<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, size, current, pages: total === 0 ? 0 : Math.ceil(total / size) };
}

export function isSuccess(body: { code?: unknown } | null | undefined): boolean {
  return body != null && body.code === SUCCESS_CODE;
}

