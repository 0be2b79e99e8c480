/**
 * The account endpoints of the profile and password-reset pages (spec §7), called from the
 * browser: same origin with the session cookie, `X-Requested-With` for cookie-authenticated
 * changes. Failures throw ApiClientError with the server's Chinese message, as lib/api.ts does.
 */
import { API_PATHS, type Envelope, type UserInfo, REQUEST_TIMEOUT_MS, isSuccess, normalizeError } from '@hanmo/contract';
import { ApiClientError } from './api.ts';

async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        // A FormData body sets its own multipart boundary.
        ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : form ? (body as FormData) : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const n = normalizeError(error);
    throw new ApiClientError(n.status, n.message, String(n.status));
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !isSuccess(envelope)) {
    const n = normalizeError({ status: response.ok ? 500 : response.status, message: envelope?.message });
    throw new ApiClientError(n.status, n.message, envelope?.code ? String(envelope.code) : String(n.status));
  }
  return envelope!.data;
}

export const accountApi = {
  /** Checks a reset code; the ticket it answers lets the next step set a new password. */
  resetCodeVerify: (account: string, code: string) => call<{ resetTicket: string }>('POST', API_PATHS.resetCodeVerify, { account, code }),
  resetPassword: (resetTicket: string, password: string) => call<null>('PUT', API_PATHS.resetPassword, { resetTicket, password }),
  userInfo: () => call<UserInfo>('GET', API_PATHS.userInfo),
  updatePassword: (oldPassword: string, password: string) => call<null>('PUT', API_PATHS.updatePassword, { oldPassword, password }),
  bindAccount: (account: string, code: string) => call<null>('PUT', API_PATHS.bindAccount, { account, code }),
  unbindAccount: (type: 'phone' | 'email') => call<null>('PUT', API_PATHS.unbindAccount, { type }),
  /** Nickname and/or avatar (a JPEG blob), as multipart form data. */
  updateInfo: (changes: { nickname?: string; avatar?: Blob }) => {
    const form = new FormData();
    if (changes.nickname !== undefined) form.set('nickname', changes.nickname);
    if (changes.avatar) form.set('file', changes.avatar, 'avatar.jpg');
    return call<UserInfo>('POST', API_PATHS.updateInfo, form);
  },
};
