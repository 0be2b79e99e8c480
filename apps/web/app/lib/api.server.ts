/** The API client for loaders: the host's in-process fetch, forwarding the visitor's session. */
import { TOKEN_COOKIE } from '@hanmo/contract';
import type { RouterContextProvider } from 'react-router';
import { createApiClient } from './api.ts';
import { hostContext } from './context.ts';
import { readCookie } from './cookies.ts';

export function apiFor(context: Readonly<RouterContextProvider>, request: Request) {
  const host = context.get(hostContext);
  const token = readCookie(request.headers.get('Cookie'), TOKEN_COOKIE);
  const headers: Record<string, string> = {};
  if (token) headers[`${host.settings.productCode}-authenticate`] = token;
  return createApiClient(host.apiFetch, { headers });
}
