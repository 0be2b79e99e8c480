/**
 * The user area (/user/**): login required (spec §2). The same rule runs on the server (document
 * and data requests) and on client navigation: no token → /?redirect=<path>.
 */
import { Outlet, redirect } from 'react-router';
import { TOKEN_COOKIE } from '@hanmo/contract';
import type { Route } from './+types/user';
import { readCookie } from '../lib/cookies.ts';
import { loginRedirectPath, session } from '../lib/session.ts';

export const middleware: Route.MiddlewareFunction[] = [
  ({ request }) => {
    if (!readCookie(request.headers.get('Cookie'), TOKEN_COOKIE)) throw redirect(loginRedirectPath(new URL(request.url)));
  },
];

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  ({ request }) => {
    if (!session.loggedIn) throw redirect(loginRedirectPath(new URL(request.url)));
  },
];

// A server loader makes client navigations ask the server, so its middleware runs for them too.
export const loader = () => null;

export default function UserLayout() {
  return <Outlet />;
}
