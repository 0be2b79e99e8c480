/**
 * The typed API client used by loaders (with the host's in-process fetch) and by the browser
 * (with window.fetch). It unwraps the envelope and turns failures into ApiClientError with the
 * catalogue's Chinese message (spec §8).
 */
import {
  API_PATHS,
  type DownloadFile,
  type Envelope,
  type FontDetail,
  type FontDict,
  type FontInformation,
  type FontSummary,
  type FriendLink,
  type Page,
  type UserInfo,
  REQUEST_TIMEOUT_MS,
  TOKEN_INVALID_CODE,
  isSuccess,
  normalizeError,
} from '@hanmo/contract';

export class ApiClientError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, message: string, code: string) {
    super(message);
    this.name = 'ApiClientError';
    this.status = status;
    this.code = code;
  }
}

export interface LoginAnswer {
  token: string;
  expired: number;
}

export type FetchLike = (request: Request) => Promise<Response>;

type Query = Record<string, string | number | undefined | null>;

export function createApiClient(
  fetchFn: FetchLike,
  options: { baseUrl?: string; headers?: HeadersInit; onSessionLost?: () => void } = {},
) {
  const base = options.baseUrl ?? 'http://hanmo.internal';

  async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, query: Query = {}, body?: unknown): Promise<T> {
    // A FormData body (an upload) sets its own multipart Content-Type with the boundary.
    const form = typeof FormData !== 'undefined' && body instanceof FormData;
    const url = new URL(path, base);
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
    let response: Response;
    try {
      response = await fetchFn(
        new Request(url, {
          method,
          headers: {
            Accept: 'application/json',
            'X-Requested-With': 'XMLHttpRequest',
            ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
            ...Object.fromEntries(new Headers(options.headers)),
          },
          body: body === undefined ? undefined : form ? (body as FormData) : JSON.stringify(body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }),
      );
    } catch (error) {
      const n = normalizeError(error);
      throw new ApiClientError(n.status, n.message, String(n.status));
    }
    const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (!response.ok || !isSuccess(envelope)) {
      if (envelope?.code === TOKEN_INVALID_CODE) options.onSessionLost?.();
      const n = normalizeError({ status: response.ok ? 500 : response.status, message: envelope?.message });
      throw new ApiClientError(n.status, n.message, envelope?.code ? String(envelope.code) : String(n.status));
    }
    return envelope!.data;
  }
  const get = <T>(path: string, query: Query = {}) => call<T>('GET', path, query);
  const post = <T>(path: string, body: unknown) => call<T>('POST', path, {}, body);
  const put = <T>(path: string, body: unknown) => call<T>('PUT', path, {}, body);

  return {
    fontList: (q: { current?: string | number; size?: string | number; style?: string; license?: string; sort?: string }) =>
      get<Page<FontSummary>>(API_PATHS.fontList, q),
    fontDetail: (fontGNo: string) => get<FontDetail>(API_PATHS.fontDetail, { fontGNo }),
    fontInformation: (fontGNo: string) => get<FontInformation>(API_PATHS.fontInformation.replace('{id}', encodeURIComponent(fontGNo))),
    fontDict: () => get<FontDict>(API_PATHS.fontDict),
    friendLinks: () => get<FriendLink[]>(API_PATHS.friendLinks),
    userInfo: () => get<UserInfo>(API_PATHS.userInfo),
    login: (account: string, password: string) => post<LoginAnswer>(API_PATHS.login, { account, password }),
    smsLogin: (account: string, code: string) => post<LoginAnswer>(API_PATHS.smsLogin, { account, code }),
    register: (kind: 'phone' | 'email', account: string, code: string, password: string) =>
      post<LoginAnswer>(kind === 'phone' ? API_PATHS.registerPhone : API_PATHS.registerEmail, { [kind]: account, code, password }),
    sendCode: (account: string, type: 'register' | 'login' | 'reset' | 'bind', captchaVerification: string) =>
      post<null>(API_PATHS.sendCode, { account, type, captchaVerification }),
    logout: () => post<null>(API_PATHS.logout, {}),
    /** Checks a reset code; the ticket it answers lets the next step set a new password. */
    resetCodeVerify: (account: string, code: string) => post<{ resetTicket: string }>(API_PATHS.resetCodeVerify, { account, code }),
    resetPassword: (resetTicket: string, password: string) => put<null>(API_PATHS.resetPassword, { resetTicket, password }),
    updatePassword: (oldPassword: string, password: string) => put<null>(API_PATHS.updatePassword, { oldPassword, password }),
    bindAccount: (account: string, code: string) => put<null>(API_PATHS.bindAccount, { account, code }),
    unbindAccount: (type: 'phone' | 'email') => put<null>(API_PATHS.unbindAccount, { type }),
    /** Nickname and/or avatar (a JPEG blob), as multipart form data (file field `file`). */
    updateInfo: (changes: { nickname?: string; avatar?: Blob }) => {
      const form = new FormData();
      if (changes.nickname !== undefined) form.set('nickname', changes.nickname);
      if (changes.avatar) form.set('file', changes.avatar, 'avatar.jpg');
      return call<UserInfo>('POST', API_PATHS.updateInfo, {}, form);
    },
    familyDownloads: (fontGNo: string) => get<DownloadFile[]>(API_PATHS.familyDownload.replace('{id}', encodeURIComponent(fontGNo))),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The client in the browser: same origin, the session cookie goes along. A session the server no
 * longer knows (S00106) sends the page home, where the server clears the stale cookie (spec §4, §8).
 */
export function browserApi() {
  return createApiClient((request) => fetch(request, { credentials: 'same-origin' }), {
    baseUrl: window.location.origin,
    onSessionLost: () => window.location.assign('/'),
  });
}
