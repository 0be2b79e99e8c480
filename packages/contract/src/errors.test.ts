import { describe, expect, it } from 'vitest';
import { ApiError, HTTP_ERROR_MESSAGES, errorEnvelope, messageForStatus, normalizeError } from './errors.ts';

describe('error catalogue', () => {
  it('has a Chinese message for every status of spec §8', () => {
    for (const status of [400, 401, 403, 404, 405, 408, 500, 501, 502, 503, 504, 505]) {
      expect(HTTP_ERROR_MESSAGES[status]).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('uses the server message for 400 and 401, the catalogue otherwise', () => {
    expect(messageForStatus(400, '参数 size 无效')).toBe('参数 size 无效');
    expect(messageForStatus(401, '登录已过期')).toBe('登录已过期');
    expect(messageForStatus(401)).toBe(HTTP_ERROR_MESSAGES[401]);
    expect(messageForStatus(503, 'ECONNREFUSED')).toBe(HTTP_ERROR_MESSAGES[503]);
    expect(messageForStatus(418, '我是茶壶')).toBe('我是茶壶');
    expect(messageForStatus(418)).toBe(HTTP_ERROR_MESSAGES[500]);
  });

  it('builds the error envelope with data null', () => {
    expect(errorEnvelope(404)).toEqual({ code: '404', message: HTTP_ERROR_MESSAGES[404], data: null });
    expect(errorEnvelope(401, null, 'S00106').code).toBe('S00106');
  });
});

describe('normalizeError', () => {
  it('keeps status and maps the message through the catalogue', () => {
    expect(normalizeError({ status: 404, message: 'Not Found' })).toEqual({ status: 404, message: HTTP_ERROR_MESSAGES[404] });
    expect(normalizeError({ status: 400, message: '参数 current 无效' })).toEqual({ status: 400, message: '参数 current 无效' });
  });

  it('defaults to 500', () => {
    expect(normalizeError(new Error('boom'))).toEqual({ status: 500, message: HTTP_ERROR_MESSAGES[500] });
    expect(normalizeError('string')).toEqual({ status: 500, message: HTTP_ERROR_MESSAGES[500] });
    expect(normalizeError(undefined).status).toBe(500);
  });

  it('turns network failures into 502 and timeouts into 504', () => {
    expect(normalizeError(new TypeError('fetch failed')).status).toBe(502);
    expect(normalizeError(new DOMException('timed out', 'TimeoutError')).status).toBe(504);
  });

  it('reads an ApiError', () => {
    const e = new ApiError(404, '字体不存在');
    expect(e.message).toBe(HTTP_ERROR_MESSAGES[404]);
    expect(normalizeError(new ApiError(400, '参数 a 无效'))).toEqual({ status: 400, message: '参数 a 无效' });
  });
});
