/**
 * The password rule, written once for the forms (browser) and the API: 8–128 characters counted
 * in code points, any characters at all (a Chinese passphrase is fine), no composition rules.
 * The common-password check needs the shipped list and lives in `passwords.server.ts`; this file
 * stays pure so the browser bundle can import it.
 */

export const PASSWORD_RULE = { minChars: 8, maxChars: 128 } as const;

export const PASSWORD_MESSAGES = {
  required: '请输入密码',
  tooShort: '密码至少需要 8 个字符',
  tooLong: '密码不能超过 128 个字符',
  tooCommon: '这个密码太常见，容易被猜到，请换一个',
} as const;

/** Length in code points: a Chinese character or an emoji counts as one, as a reader would count. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** null when the length is acceptable, else the message to show. No composition rules. */
export function passwordLengthError(password: string): string | null {
  if (password === '') return PASSWORD_MESSAGES.required;
  const n = passwordLength(password);
  if (n < PASSWORD_RULE.minChars) return PASSWORD_MESSAGES.tooShort;
  if (n > PASSWORD_RULE.maxChars) return PASSWORD_MESSAGES.tooLong;
  return null;
}
