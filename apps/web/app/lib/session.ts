/**
 * Session state on the client (spec §3): whether a token exists. The server restores it from the
 * cookie in the root loader; client-side guards read it here. Accounts (login) fill in the rest.
 */
export const session = { loggedIn: false };

/** Where a visitor without a token goes: home, with the path they wanted in `redirect`. */
export function loginRedirectPath(url: URL): string {
  const wanted = url.pathname.replace(/\.data$/, '') + url.search;
  return `/?redirect=${encodeURIComponent(wanted).replaceAll('%2F', '/')}`;
}
