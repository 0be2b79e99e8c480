import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './index.ts';

describe('config', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.databaseUrl).toBe(`sqlite:${path.join(path.resolve('./data'), 'hanmo.db')}`);
    expect(c.authHeader).toBe('hanmo-authenticate');
    expect(c.apiBase).toBeUndefined();
  });

  it('honours PORT, DATA_DIR, the product code and service bases', () => {
    const c = loadConfig({ PORT: '4321', DATA_DIR: '/tmp/x', PRODUCT_CODE: 'ink', API_BASE: 'http://127.0.0.1:4000/' });
    expect(c.port).toBe(4321);
    expect(c.paths.files).toBe('/tmp/x/files');
    expect(c.authHeader).toBe('ink-authenticate');
    expect(c.apiBase).toBe('http://127.0.0.1:4000');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', API_BASE: '' }).apiBase).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['API_BASE', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['PRODUCT_CODE', 'Hanmo!'],
    ['QR_MINI_PROGRAM_URL', 'weixin'],
  ])('a bad %s (%s) stops the start with a message naming it', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(name);
    expect((error as ConfigError).problems).toHaveLength(1);
  });
});
