import { describe, expect, it } from 'vitest';
import { isSuccess, ok, pageOf } from './envelope.ts';

describe('envelope', () => {
  it('wraps data with the string code "200"', () => {
    expect(ok({ a: 1 })).toEqual({ code: '200', message: '操作成功', data: { a: 1 } });
  });

  it('counts pages from total and size', () => {
    expect(pageOf(['a', 'b'], 45, 2, 20)).toEqual({ records: ['a', 'b'], total: 45, size: 20, current: 2, pages: 3 });
    expect(pageOf([], 0, 1, 20).pages).toBe(0);
    expect(pageOf(['x'], 20, 1, 20).pages).toBe(1);
  });

  it('treats only the string "200" as success', () => {
    expect(isSuccess({ code: '200' })).toBe(true);
    expect(isSuccess({ code: 200 })).toBe(false);
    expect(isSuccess({ code: 'S00106' })).toBe(false);
    expect(isSuccess(null)).toBe(false);
  });
});
