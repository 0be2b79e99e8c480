import { describe, expect, it } from 'vitest';
import { ApiError, HTTP_ERROR_MESSAGES, errorEnvelope, messageForStatus, normalizeError } from './errors.ts';

describe('error catalogue', () => {
  it('has a Chinese message for every status of spec §8', () => {
    for (const status of [400, 401, 403, 404, 405, 408, 500, 501, 502, 503, 504, 505]) {
      expect(HTTP_ERROR_MESSAGES[status]).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('uses the server message for client errors, the catalogue otherwise and always for server errors', () => {
    expect(messageForStatus(400, '参数 size 无效')).toBe('参数 size 无效');
    expect(messageForStatus(401, '登录已过期')).toBe('登录已过期');
    expect(messageForStatus(403, '该字体即将上线，暂未开放下载')).toBe('该字体即将上线，暂未开放下载');
    expect(messageForStatus(401)).toBe(HTTP_ERROR_MESSAGES[401]);
    expect(messageForStatus(404)).toBe(HTTP_ERROR_MESSAGES[404]);
    expect(messageForStatus(503, 'ECONNREFUSED')).toBe(HTTP_ERROR_MESSAGES[503]);
    expect(messageForStatus(500, 'TypeError: x is undefined')).toBe(HTTP_ERROR_MESSAGES[500]);
    expect(messageForStatus(418)).toBe(HTTP_ERROR_MESSAGES[500]);
    expect(messageForStatus(502, '短信发送失败，请稍后重试')).toBe('短信发送失败，请稍后重试');
  });

  it('builds the error envelope with data null', () => {
    expect(errorEnvelope(404)).toEqual({ code: '404', message: HTTP_ERROR_MESSAGES[404], data: null });
    expect(errorEnvelope(401, null, 'S00106').code).toBe('S00106');
  });
});

describe('normalizeError', () => {
  it('keeps status and maps the message through the catalogue', () => {
    expect(normalizeError({ status: 404, message: '字体不存在或已下线' })).toEqual({ status: 404, message: '字体不存在或已下线' });
    expect(normalizeError({ status: 404 })).toEqual({ status: 404, message: HTTP_ERROR_MESSAGES[404] });
    expect(normalizeError({ status: 502, message: 'Bad Gateway' })).toEqual({ status: 502, message: HTTP_ERROR_MESSAGES[502] });
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
    expect(new ApiError(404, '字体不存在').message).toBe('字体不存在');
    expect(new ApiError(500, 'db down').message).toBe(HTTP_ERROR_MESSAGES[500]);
    expect(normalizeError(new ApiError(400, '参数 a 无效'))).toEqual({ status: 400, message: '参数 a 无效' });
  });
});
