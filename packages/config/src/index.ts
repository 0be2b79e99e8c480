/**
 * The one place that reads the environment. Every setting is validated by zod at start; a bad
 * value stops the start with a message naming the variable. Everything else receives `Config`.
 */
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .url('必须是完整的 URL（如 http://127.0.0.1:4000）')
  .transform((u) => u.replace(/\/+$/, ''))
  .optional();

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int('必须是整数').min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(postgres(ql)?:\/\/|sqlite:|file:)/, '只支持 postgres://… 或 sqlite:<文件路径>')
      .optional(),
  ),
  REDIS_URL: z.preprocess(emptyToUndefined, z.string().regex(/^rediss?:\/\//, '必须以 redis:// 开头').optional()),
  REDIS_PREFIX: z.string().regex(/^[\w:.-]{1,64}$/, '只能包含字母、数字和 _ : . -').default('hanmo:'),
  API_BASE: z.preprocess(emptyToUndefined, optionalUrl),
  SUBSET_BASE: z.preprocess(emptyToUndefined, optionalUrl),
  ASSETS_BASE: z.preprocess(emptyToUndefined, optionalUrl),
  PUBLIC_URL: z.preprocess(emptyToUndefined, optionalUrl),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PRODUCT_CODE: z.string().regex(/^[a-z][a-z0-9-]*$/, '只能包含小写字母、数字和连字符').default('hanmo'),
  COOKIE_DOMAIN: z.preprocess(emptyToUndefined, z.string().optional()),
  QR_OFFICIAL_ACCOUNT_URL: z.string().url('必须是完整的 URL').default('https://mp.weixin.qq.com/'),
  QR_MINI_PROGRAM_URL: z.string().url('必须是完整的 URL').default('https://hanmo.example.com/mp'),
  QR_LIFESTYLE_URL: z.string().url('必须是完整的 URL').default('https://www.xiaohongshu.com/'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int('必须是整数').min(0).default(10_000),
  SEED_ON_START: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  SIGNING_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, '至少 32 个字符').optional()),
  DOWNLOAD_URL_TTL_SECONDS: z.coerce.number().int('必须是整数').min(10).max(86_400).default(600),
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  SESSION_TTL_SECONDS: z.coerce.number().int('必须是整数').min(60).max(90 * 86_400).default(7 * 86_400),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  SMTP_HOST: z.preprocess(emptyToUndefined, z.string().optional()),
  SMTP_PORT: z.coerce.number().int('必须是整数').min(1).max(65535).default(587),
  SMTP_SECURE: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  SMTP_USER: z.preprocess(emptyToUndefined, z.string().optional()),
  SMTP_PASSWORD: z.preprocess(emptyToUndefined, z.string().optional()),
  SMTP_FROM: z.string().min(3).default('翰墨字库 <no-reply@hanmo.example.com>'),
  SMS_GATEWAY_URL: z.preprocess(emptyToUndefined, optionalUrl),
  UPLOAD_FIELD_NAME: z.string().regex(/^[A-Za-z][\w-]{0,40}$/, '只能包含字母、数字、下划线和连字符').default('file'),
  SUBSET_CACHE_MAX_MB: z.coerce.number().int('必须是整数').min(1, '至少 1').default(2048),
  SUBSET_RECOMPRESS: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  SMS_GATEWAY_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, '至少 16 个字符').optional()),
});

export type Env = z.output<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string;
  redisUrl: string | undefined;
  /** Prefix of every Redis key (several sites, or test runs, can share one Redis). */
  redisPrefix: string;
  apiBase: string | undefined;
  subsetBase: string | undefined;
  assetsBase: string | undefined;
  publicUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  productCode: string;
  /** Header that carries the session token: `{product}-authenticate` (spec §6). */
  authHeader: string;
  cookieDomain: string | undefined;
  qr: { officialAccount: string; miniProgram: string; lifestyle: string };
  shutdownTimeoutMs: number;
  seedOnStart: boolean;
  /** Secret of signed URLs; when unset, one is generated and kept in DATA_DIR (see @hanmo/storage). */
  signingSecret: string | undefined;
  /** How long a signed download URL works. */
  downloadUrlTtlSeconds: number;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  sessionTtlSeconds: number;
  /** Send the session cookie over HTTPS only (default: in production). */
  cookieSecure: boolean;
  /** E-mail delivery; without a host, e-mails go to the outbox table (development, tests without SMTP). */
  smtp: { host: string | undefined; port: number; secure: boolean; user: string | undefined; password: string | undefined; from: string };
  /** Form field that carries an uploaded file (spec §5: configurable, default `file`). */
  uploadFieldName: string;
  /** SMS delivery through an HTTP gateway; without a URL, messages go to the outbox table. */
  smsGateway: { url: string | undefined; secret: string | undefined };
  paths: { files: string; cache: string };
  /** The font service's cache folder (subsets, previews): its bound, and brotli-11 recompression in the background. */
  subsetCache: { maxBytes: number; recompress: boolean };
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`配置有误，无法启动：\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Validate an environment (process.env by default) into a Config, or throw ConfigError naming each variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}：${i.message}`));
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'hanmo.db')}`,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    apiBase: e.API_BASE,
    subsetBase: e.SUBSET_BASE,
    assetsBase: e.ASSETS_BASE,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    productCode: e.PRODUCT_CODE,
    authHeader: `${e.PRODUCT_CODE}-authenticate`,
    cookieDomain: e.COOKIE_DOMAIN,
    qr: { officialAccount: e.QR_OFFICIAL_ACCOUNT_URL, miniProgram: e.QR_MINI_PROGRAM_URL, lifestyle: e.QR_LIFESTYLE_URL },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    seedOnStart: e.SEED_ON_START,
    signingSecret: e.SIGNING_SECRET,
    downloadUrlTtlSeconds: e.DOWNLOAD_URL_TTL_SECONDS,
    trustProxy: e.TRUST_PROXY,
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? e.NODE_ENV === 'production' : e.COOKIE_SECURE === 'true',
    smtp: { host: e.SMTP_HOST, port: e.SMTP_PORT, secure: e.SMTP_SECURE, user: e.SMTP_USER, password: e.SMTP_PASSWORD, from: e.SMTP_FROM },
    smsGateway: { url: e.SMS_GATEWAY_URL, secret: e.SMS_GATEWAY_SECRET },
    uploadFieldName: e.UPLOAD_FIELD_NAME,
    paths: { files: path.join(dataDir, 'files'), cache: path.join(dataDir, 'cache') },
    subsetCache: { maxBytes: e.SUBSET_CACHE_MAX_MB * 1024 * 1024, recompress: e.SUBSET_RECOMPRESS },
  };
}

/** For entry points: load the config or print the problems and exit 1. */
export function loadConfigOrExit(source?: Record<string, string | undefined>): Config {
  try {
    return loadConfig(source);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Test-only read of a variable the test harness owns (kept here so nothing else reads process.env). */
export function testEnv(name: 'TEST_DATABASE_URL' | 'TEST_REDIS_URL' | 'CI'): string | undefined {
  return process.env[name] || undefined;
}

/** The environment for a child process: this one's, with `overrides` applied (empty string unsets a setting). */
export function childEnv(overrides: Record<string, string>): Record<string, string | undefined> {
  return { ...process.env, ...overrides };
}
