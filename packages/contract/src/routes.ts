/** API paths of spec §7 used by both the API (to mount) and the pages (to call). */
export const API_PATHS = {
  fontList: '/web/api/font/getFontList',
  fontDetail: '/web/api/font/getFontDetail',
  fontDict: '/web/api/dict/font-default',
  friendLinks: '/web/api/friendshipLinks/getFriendshipLinks',
  fontChildren: '/api/v1/web/search/{id}/childs',
  fontInformation: '/api/v1/web/search/fontInformation/{id}',
  fontInformationOfParent: '/api/v1/web/search/fontInformation/{id}/pid',
  variableFonts: '/api/v1/variable/query-list',
  downloadUrl: '/web/api/font/get-download-url',
  familyDownload: '/api/v1/web/{id}/download',
  downloadFile: '/web/api/font/download-file',
  downloadHistory: '/web/api/account/download/history',
  sendCode: '/web/api/account/sendCode',
  login: '/web/api/login',
  smsLogin: '/web/api/sms-login',
  registerPhone: '/web/api/account/register/phone',
  registerEmail: '/web/api/account/register/email',
  userInfo: '/web/api/account/user-info',
  logout: '/web/api/logout',
  resetCodeVerify: '/web/api/account/rest-code-verify',
  resetPassword: '/web/api/account/rest-pwd',
  bindAccount: '/web/api/account/bind-account',
  unbindAccount: '/web/api/account/unbind-account',
  updatePassword: '/web/api/account/update-account-pwd',
  updateInfo: '/web/api/account/update-account-info',
  captchaGet: '/captcha/get',
  captchaCheck: '/captcha/check',
  openapi: '/api/openapi.json',
  docs: '/api/docs',
} as const;

/** Path prefixes owned by the API: unknown paths under them answer the 404 envelope. */
export const API_PREFIXES = ['/web/api/', '/api/', '/captcha/'] as const;
/** Path prefixes owned by the subset service. */
export const SUBSET_PREFIXES = ['/webfont/', '/subset/'] as const;
/** Path prefix of the file store (fonts, subsets, uploads). */
export const FILES_PREFIX = '/files/';

/** Outline preview of a text in a font: `/subset/preview/{fontGNo}.svg?v={fileHash}&t={text}`. */
export function previewPath(fontGNo: string, fileHash: string, text: string): string {
  const q = new URLSearchParams({ v: fileHash.slice(0, 16), t: text });
  return `/subset/preview/${encodeURIComponent(fontGNo)}.svg?${q.toString()}`;
}

/** The same font's preview URL for another text (keeps the font and its file hash). */
export function withPreviewText(previewUrl: string, text: string): string {
  const url = new URL(previewUrl, 'http://x');
  url.searchParams.set('t', text);
  return `${url.pathname}?${url.searchParams.toString()}`;
}
