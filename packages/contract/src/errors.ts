/**
 * The error catalogue of spec §8, once, in Chinese. The API answers these statuses with
 * `{ code, message, data: null }`; the pages show the same texts as toasts.
 */

/** Business code meaning "token invalid or expired": the client clears its token and goes to /. */
export const TOKEN_INVALID_CODE = 'S00106';

export const HTTP_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  400: '请求参数有误，请检查后重试',
  401: '用户没有权限（令牌、用户名或密码错误），请重新登录',
  403: '已登录，但没有访问此资源的权限',
  404: '请求的资源不存在',
  405: '不支持该请求方法',
  408: '请求超时，请稍后重试',
  500: '服务器出错了，请联系管理员',
  501: '该功能尚未实现',
  502: '网络错误，请稍后重试',
  503: '服务暂不可用，服务器过载或正在维护',
  504: '网络超时，请稍后重试',
  505: '不支持该 HTTP 版本',
};

export const DEFAULT_ERROR_STATUS = 500;

/**
 * The message for a status: the server's own message for a client error when it gave one (it says
 * what to do: 「该字体即将上线，暂未开放下载」), else the catalogue. A server error shows its message
 * only when it is one of ours, in Chinese (「短信发送失败，请稍后重试」); raw internals such as
 * `ECONNREFUSED` or a stack line never reach a user.
 */
export function messageForStatus(status: number, serverMessage?: string | null): string {
  if (serverMessage && (status < 500 || /[\u4e00-\u9fff]/.test(serverMessage))) return serverMessage;
  return HTTP_ERROR_MESSAGES[status] ?? HTTP_ERROR_MESSAGES[DEFAULT_ERROR_STATUS]!;
}

/** The body of every error answer: `{ code, message, data: null }` with the catalogue's message. */
export function errorEnvelope(status: number, message?: string | null, code?: string) {
  return { code: code ?? String(status), message: messageForStatus(status, message), data: null };
}

export interface NormalizedError {
  status: number;
  message: string;
}

/**
 * Errors of any shape (a fetch failure, an enveloped error body, a thrown ApiError) become
 * message + status, default 500 — what the pages show and what a rejected call carries.
 */
export function normalizeError(error: unknown): NormalizedError {
  if (error && typeof error === 'object') {
    const e = error as { status?: unknown; message?: unknown; name?: unknown };
    const status = typeof e.status === 'number' && e.status >= 400 ? e.status : undefined;
    if (e.name === 'TimeoutError' || e.name === 'AbortError') {
      return { status: 504, message: HTTP_ERROR_MESSAGES[504]! };
    }
    if (e.name === 'TypeError' && status === undefined) {
      // fetch() rejects with a TypeError when the network fails.
      return { status: 502, message: HTTP_ERROR_MESSAGES[502]! };
    }
    const serverMessage = typeof e.message === 'string' && e.message ? e.message : undefined;
    const finalStatus = status ?? DEFAULT_ERROR_STATUS;
    return { status: finalStatus, message: messageForStatus(finalStatus, serverMessage) };
  }
  return { status: DEFAULT_ERROR_STATUS, message: HTTP_ERROR_MESSAGES[DEFAULT_ERROR_STATUS]! };
}

/** An error the API throws on purpose; the error middleware turns it into the envelope. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, message?: string, code?: string) {
    super(messageForStatus(status, message));
    this.name = 'ApiError';
    this.status = status;
    this.code = code ?? String(status);
  }
}

/** Texts for validation failures; the field name is always part of the message. */
export const VALIDATION_MESSAGES = {
  invalidField: (field: string, reason: string) => `参数 ${field} 无效：${reason}`,
  notInteger: '必须是整数',
  tooSmall: (min: number) => `不能小于 ${min}`,
  tooLarge: (max: number) => `不能大于 ${max}`,
  notOneOf: (values: readonly string[]) => `只能是 ${values.join('、')} 之一`,
  required: '不能为空',
} as const;
