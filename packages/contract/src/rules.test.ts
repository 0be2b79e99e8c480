import { describe, expect, it } from 'vitest';
import { canDownload, emailRule, linkFor, phoneOrEmailRule, phoneRule, safeRedirect, stripAmp, stripFamilyName, stripHtmlSuffix } from './rules.ts';

describe('validation rules (spec §5)', () => {
  it('phone: 11 digits starting 1[3-9]; empty passes', () => {
    expect(phoneRule('13812345678')).toBeNull();
    expect(phoneRule('')).toBeNull();
    expect(phoneRule('12812345678')).toBe('手机号格式不正确');
    expect(phoneRule('1381234567')).toBe('手机号格式不正确');
    expect(phoneRule('138123456789')).toBe('手机号格式不正确');
  });

  it('e-mail: word characters, @, a domain with one or two 2–3 letter suffixes; empty passes', () => {
    expect(emailRule('ink_brush-01@hanmo.com')).toBeNull();
    expect(emailRule('a@b.com.cn')).toBeNull();
    expect(emailRule('')).toBeNull();
    expect(emailRule('a.b@hanmo.com')).toBe('邮箱格式不正确');
    expect(emailRule('a@hanmo.info')).toBe('邮箱格式不正确');
    expect(emailRule('a@hanmo')).toBe('邮箱格式不正确');
  });

  it('phone-or-email: either passes; empty does not', () => {
    expect(phoneOrEmailRule('13812345678')).toBeNull();
    expect(phoneOrEmailRule('a@b.cn')).toBeNull();
    expect(phoneOrEmailRule('')).toBe('手机号或邮箱账号格式不正确');
    expect(phoneOrEmailRule('hello')).toBe('手机号或邮箱账号格式不正确');
  });
});

describe('download rule', () => {
  it('needs a setting with download set', () => {
    expect(canDownload({ downloadSettings: [{ download: true }] })).toBe(true);
    expect(canDownload({ downloadSettings: [{ download: false }, { download: 1 }] })).toBe(true);
    expect(canDownload({ downloadSettings: [{ download: false }] })).toBe(false);
    expect(canDownload({ downloadSettings: [] })).toBe(false);
    expect(canDownload({})).toBe(false);
  });

  it('refuses fonts tagged 即将上线 (jijiangshangxian)', () => {
    expect(canDownload({ downloadSettings: [{ download: true }], wapperTag: 'new,jijiangshangxian' })).toBe(false);
    expect(canDownload({ downloadSettings: [{ download: true }], wapperTag: 'hot' })).toBe(true);
  });
});

describe('small derivations', () => {
  it('strips digits, underscores and dots from subset family names', () => {
    expect(stripFamilyName('MaShanZheng_400.Regular2')).toBe('MaShanZhengRegular');
  });

  it('removes amp; from query values', () => {
    expect(stripAmp('kai&amp;size=2')).toBe('kai&size=2');
  });

  it('prefixes host-like links by scheme, keeps others, gives none for empty', () => {
    expect(linkFor('www.hanmo.com/a', 1)).toBe('http://www.hanmo.com/a');
    expect(linkFor('hanmo.com', 2)).toBe('https://hanmo.com');
    expect(linkFor('https://hanmo.com', 1)).toBe('https://hanmo.com');
    expect(linkFor('/font/1', 2)).toBe('/font/1');
    expect(linkFor('', 2)).toBeNull();
    expect(linkFor(null, 1)).toBeNull();
  });

  it('strips a .html suffix from route parameters', () => {
    expect(stripHtmlSuffix('ma-shan-zheng.html')).toBe('ma-shan-zheng');
    expect(stripHtmlSuffix('ma-shan-zheng')).toBe('ma-shan-zheng');
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/user/favorite', '/user/favorite'],
    ['/font?style=kai#top', '/font?style=kai#top'],
    ['//evil.com/x', null],
    ['/\\evil.com', null],
    ['https://evil.com', null],
    ['javascript:alert(1)', null],
    ['user/favorite', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
