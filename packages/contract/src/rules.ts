/** Validation and derivation rules of spec §5, written once for the API and the pages. */

export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z]{2,3}){1,2}$/;

export const RULE_MESSAGES = {
  phone: '手机号格式不正确',
  email: '邮箱格式不正确',
  phoneOrEmail: '手机号或邮箱账号格式不正确',
} as const;

/** A rule answers null when the value passes, else the message to show. */
export type Rule = (value: string) => string | null;

export const phoneRule: Rule = (v) => (v === '' || PHONE_PATTERN.test(v) ? null : RULE_MESSAGES.phone);
export const emailRule: Rule = (v) => (v === '' || EMAIL_PATTERN.test(v) ? null : RULE_MESSAGES.email);
export const phoneOrEmailRule: Rule = (v) =>
  v !== '' && (PHONE_PATTERN.test(v) || EMAIL_PATTERN.test(v)) ? null : RULE_MESSAGES.phoneOrEmail;

/** The wapperTag text that marks a font as "coming soon" (即将上线). */
export const COMING_SOON_TAG = 'jijiangshangxian';

export interface DownloadRuleInput {
  downloadSettings?: ReadonlyArray<{ download?: boolean | number | null }> | null;
  wapperTag?: string | null;
}

/** Download is offered only if some setting allows it and the font is not marked 即将上线. */
export function canDownload(font: DownloadRuleInput): boolean {
  const allowed = (font.downloadSettings ?? []).some((s) => Boolean(s.download));
  if (!allowed) return false;
  return !(font.wapperTag && font.wapperTag.includes(COMING_SOON_TAG));
}

/** Family names returned for subsets have digits, underscores and dots stripped. */
export function stripFamilyName(name: string): string {
  return name.replace(/[\d_.]/g, '');
}

/** Parsed query values have the text `amp;` removed (left over from double-escaped links). */
export function stripAmp(value: string): string {
  return value.replaceAll('amp;', '');
}

/** Link schemes: 1 is http, 2 is https. */
export const LINK_SCHEMES: Readonly<Record<number, 'http://' | 'https://'>> = { 1: 'http://', 2: 'https://' };

/** A host-like value gets the scheme's prefix; other values are used as they are; empty gives no link. */
export function linkFor(value: string | null | undefined, scheme: number): string | null {
  if (!value) return null;
  const hostLike = /^[\w-]+(\.[\w-]+)+(:\d+)?(\/.*)?$/.test(value);
  if (hostLike && !/^https?:\/\//.test(value)) return (LINK_SCHEMES[scheme] ?? 'https://') + value;
  return value;
}

/** Route parameters arrive with a `.html` suffix when the page was opened by its alias. */
export function stripHtmlSuffix(param: string): string {
  return param.endsWith('.html') ? param.slice(0, -'.html'.length) : param;
}

/**
 * Where to go after login: the `redirect` query parameter only when it is a path on this site.
 * `//evil.com`, `https://…`, `javascript:…` and anything not starting with one `/` give null.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, 'http://hanmo.invalid');
    return url.origin === 'http://hanmo.invalid' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
