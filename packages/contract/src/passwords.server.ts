/**
 * Server-only half of the password rule: the check against the shipped list of the 10,000 most
 * common passwords (data/common-passwords.txt; its header names the source and licence).
 */
import { readFileSync } from 'node:fs';
import { PASSWORD_MESSAGES, passwordLengthError } from './passwords.ts';

const LIST_URL = new URL('../data/common-passwords.txt', import.meta.url);

let common: Set<string> | undefined;

/** The list, lowercased, read once on first use. Lines starting with '#' are comments. */
function commonPasswords(): Set<string> {
  if (!common) {
    const set = new Set<string>();
    for (const line of readFileSync(LIST_URL, 'utf8').split(/\r?\n/)) {
      if (line === '' || line.startsWith('#')) continue;
      set.add(line.toLowerCase());
    }
    common = set;
  }
  return common;
}

/** True when the password, compared case-insensitively, is on the common-password list. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** The length error, else the too-common error, else null. */
export function passwordError(password: string): string | null {
  return passwordLengthError(password) ?? (isCommonPassword(password) ? PASSWORD_MESSAGES.tooCommon : null);
}
