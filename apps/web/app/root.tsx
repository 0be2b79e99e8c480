import type { ReactNode } from 'react';
import { useEffect } from 'react';
import {
  Link,
  Links,
  data,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { toast } from 'sonner';
import { TOKEN_COOKIE, type UserInfo } from '@hanmo/contract';
import type { Route } from './+types/root';
import './app.css';
import { ProgressBar } from './components/progress-bar.tsx';
import { type FooterData, SiteFooter } from './components/site-footer.tsx';
import { SiteHeader } from './components/site-header.tsx';
import { Toaster } from './components/toaster.tsx';
import { AccountDialog } from './components/account/account-dialog.tsx';
import { SessionProvider } from './lib/session-context.tsx';
import type { ApiClientError } from './lib/api.ts';
import { apiFor } from './lib/api.server.ts';
import { hostContext } from './lib/context.ts';
import { readCookie } from './lib/cookies.ts';
import { messages } from './lib/messages.ts';
import { qrSvg } from './lib/qr.server.ts';
import { SITE_NAME, SITE_SLOGAN } from './route-table.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/icons/icon-64.png', sizes: '64x64', type: 'image/png' },
  { rel: 'icon', href: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

/**
 * Runs on the first server load (spec §4): friend links (always), QR codes, and — when a token
 * cookie exists — the user's info. A token the server no longer knows is cleared.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { settings } = context.get(hostContext);
  const api = apiFor(context, request);
  let notice: string | null = null;
  const friendLinks = await api.friendLinks().catch((error: Error) => {
    notice = error.message; // spec §8: a failed friend-links answer is shown as a notice
    return [];
  });
  const [officialAccount, miniProgram, lifestyle] = await Promise.all([
    qrSvg(settings.qr.officialAccount),
    qrSvg(settings.qr.miniProgram),
    qrSvg(settings.qr.lifestyle),
  ]);
  const footer: FooterData = { friendLinks, qr: { officialAccount, miniProgram, lifestyle } };
  const headers = new Headers();
  let userInfo: UserInfo | null = null;
  if (readCookie(request.headers.get('Cookie'), TOKEN_COOKIE)) {
    userInfo = await api.userInfo().catch((error: ApiClientError) => {
      if (error.status === 401) headers.append('Set-Cookie', `${TOKEN_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
      return null;
    });
  }
  return data({ footer, loggedIn: userInfo !== null, userInfo, notice }, { headers });
}

// Footer data and the session are loaded once per page load, not on every navigation.
export const shouldRevalidate = () => false;

export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-title" content={SITE_NAME} />
        <meta name="application-name" content={SITE_NAME} />
        <meta name="theme-color" content="#1d1b19" />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={SITE_NAME} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration
          // A screen may opt out of scroll-to-top (handle.keepScroll): keyed by path, it keeps its position.
          getKey={(location, matches) =>
            matches.some((m) => (m.handle as { keepScroll?: boolean } | undefined)?.keepScroll) ? location.pathname : location.key
          }
        />
        <Scripts />
      </body>
    </html>
  );
}

export const meta: Route.MetaFunction = () => [{ title: `${SITE_NAME} · ${SITE_SLOGAN}` }];

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    if (loaderData.notice) toast.success(loaderData.notice);
  }, [loaderData.notice]);
  useEffect(() => {
    // Marks the page interactive; browser tests wait for it before typing.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <SessionProvider userInfo={loaderData.userInfo}>
      <ProgressBar />
      <Toaster />
      <Outlet />
      <AccountDialog />
    </SessionProvider>
  );
}

/** The shared error page: 404 text for unknown pages, the status and message otherwise, a link home. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRootData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  const detail = isRouteErrorResponse(error)
    ? typeof error.data === 'string' && error.data && !notFound
      ? error.data
      : error.statusText
    : null;
  return (
    <>
      <title>{notFound ? `${messages.errors.notFoundTitle} · ${SITE_NAME}` : `${messages.errors.errorTitle} · ${SITE_NAME}`}</title>
      <SiteHeader />
      <main className="mx-auto flex max-w-3xl flex-col items-center px-5 py-24 text-center">
        <p className="font-serif text-7xl tracking-widest text-seal">{status}</p>
        <h1 className="mt-6 text-2xl tracking-wider">{notFound ? messages.errors.notFoundTitle : messages.errors.errorTitle}</h1>
        <p className="mt-3 text-ink-soft">{notFound ? messages.errors.notFoundText : detail || '页面加载失败，请稍后重试。'}</p>
        <Link to="/" className="mt-8 border border-seal px-6 py-2 tracking-widest text-seal hover:bg-seal hover:text-paper">
          {messages.errors.backHome}
        </Link>
      </main>
      {data ? <SiteFooter data={data.footer} /> : null}
    </>
  );
}
