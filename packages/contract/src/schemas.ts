/**
 * zod schemas of every request and response, for the API's validation and OpenAPI document.
 * Kept apart from the rest of the contract so the browser bundle carries no zod.
 */
import { z } from 'zod';
import { PAGING, SUBSET_LIMITS } from './constants.ts';
export { PROFILE_LIMITS } from './constants.ts';
import { VALIDATION_MESSAGES as V } from './errors.ts';
import { LICENSE_CODES, SORT_CODES, STYLE_CODES } from './fonts.ts';
import { emailRule, phoneOrEmailRule, phoneRule } from './rules.ts';

/** zod helpers to describe enveloped responses in the OpenAPI document. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.string(), message: z.string(), data });
}

export function pageSchema<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
  });
}

export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.null(),
});

/**
 * A query integer: digits only (so "abc", "1.5" and "" are refused with the field named),
 * then bounded. Values above `clampAt` are clamped instead of refused.
 */
function queryInt(opts: { min: number; max?: number; clampAt?: number; fallback: number }) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return opts.fallback;
      if (!/^-?\d+$/.test(raw.trim())) {
        ctx.addIssue({ code: 'custom', message: V.notInteger });
        return z.NEVER;
      }
      const n = Number(raw);
      if (n < opts.min) {
        ctx.addIssue({ code: 'custom', message: V.tooSmall(opts.min) });
        return z.NEVER;
      }
      if (opts.max !== undefined && n > opts.max) {
        ctx.addIssue({ code: 'custom', message: V.tooLarge(opts.max) });
        return z.NEVER;
      }
      return opts.clampAt !== undefined ? Math.min(n, opts.clampAt) : n;
    });
}

export const pagingQuerySchema = z.object({
  current: queryInt({ min: 1, max: PAGING.maxCurrent, fallback: 1 }).describe(
    `页码，从 1 开始；非整数、小于 1 或大于 ${PAGING.maxCurrent} 时返回 400。`,
  ),
  size: queryInt({ min: 1, clampAt: PAGING.maxSize, fallback: PAGING.defaultSize }).describe(
    `每页条数，默认 ${PAGING.defaultSize}；非整数或小于 1 时返回 400；大于 ${PAGING.maxSize} 时按 ${PAGING.maxSize} 处理。`,
  ),
});

function enumQuery<T extends string>(values: readonly [T, ...T[]]) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return undefined;
      if (!(values as readonly string[]).includes(raw)) {
        ctx.addIssue({ code: 'custom', message: V.notOneOf(values) });
        return z.NEVER;
      }
      return raw as T;
    });
}

export const fontListQuerySchema = pagingQuerySchema.extend({
  style: enumQuery(STYLE_CODES).describe('风格分类代码，如 kai（楷书）、xing（行书）'),
  license: enumQuery(LICENSE_CODES).describe('授权类型代码：free 免费商用、personal 个人免费、commercial 商用授权'),
  sort: enumQuery(SORT_CODES).describe('排序：newest 最新上线（默认）、name 按名称'),
});
export type FontListQuery = z.output<typeof fontListQuerySchema>;

export const downloadSettingSchema = z.object({
  format: z.string(),
  download: z.boolean(),
});

/** A face of a family as the spec's font resource names it (childFontResource rows). */
export const fontResourceSchema = z.object({
  fontGNo: z.string(),
  familyName: z.string(),
  styleName: z.string(),
  weight: z.number().int(),
  glyphCount: z.number().int(),
  previewUrl: z.string(),
  downloadSettings: z.array(downloadSettingSchema),
  wapperTag: z.string().nullable(),
});

export const fontSummarySchema = z.object({
  fontGNo: z.string(),
  familyName: z.string(),
  englishName: z.string(),
  styleCategory: z.enum(STYLE_CODES),
  licenseType: z.enum(LICENSE_CODES),
  designer: z.string().nullable(),
  foundry: z.string().nullable(),
  releaseDate: z.string().nullable(),
  tags: z.array(z.string()),
  wapperTag: z.string().nullable(),
  glyphCount: z.number().int(),
  weight: z.number().int(),
  sampleText: z.string(),
  /** Outline SVG of the font's name drawn in the font itself (immutable URL). */
  namePreviewUrl: z.string(),
  /** Outline SVG of the sample line drawn in the font itself (immutable URL). */
  samplePreviewUrl: z.string(),
  childCount: z.number().int(),
  downloadable: z.boolean(),
});
export type FontSummary = z.infer<typeof fontSummarySchema>;

export const fontDetailSchema = fontSummarySchema.extend({
  description: z.string(),
  licenseName: z.string().nullable(),
  styleName: z.string(),
  fileSize: z.number().int(),
  downloadSettings: z.array(downloadSettingSchema),
  childFontResource: z.array(fontResourceSchema),
  /** The family's main face when this font is one of its children, else null. */
  parentGNo: z.string().nullable(),
});
export type FontDetail = z.infer<typeof fontDetailSchema>;
export type FontResource = z.infer<typeof fontResourceSchema>;

export const fontDetailQuerySchema = z.object({
  fontGNo: z.string().min(1, V.required).max(64).describe('字体编号（fontGNo）'),
});

export const friendLinkSchema = z.object({ id: z.number().int(), name: z.string(), url: z.string() });
export type FriendLink = z.infer<typeof friendLinkSchema>;

export const dictEntrySchema = z.object({
  dictNumber: z.string(),
  dictLabel: z.string(),
  dictValue: z.string(),
});
export const fontDictSchema = z.record(z.string(), z.array(dictEntrySchema));
export type FontDict = z.infer<typeof fontDictSchema>;

/** The first validation issue as a Chinese message naming its field (e.g. `参数 [2].text 无效：…`). */
export function validationMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '请求参数有误，请检查后重试';
  const field = issue.path.length
    ? issue.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${String(p)}` : String(p))).join('')
    : '请求体';
  return V.invalidField(field, issue.message);
}

export const subsetItemSchema = z.object({
  gno: z.string({ error: '必须是字符串' }).min(1, V.required).max(64, '过长'),
  text: z.string({ error: '必须是字符串' }).max(SUBSET_LIMITS.maxTextChars, `不能超过 ${SUBSET_LIMITS.maxTextChars} 个字符`),
});
export const subsetBatchSchema = z
  .array(subsetItemSchema, { error: '必须是 { gno, text } 的数组' })
  .max(SUBSET_LIMITS.maxItems, `一次最多 ${SUBSET_LIMITS.maxItems} 项`);

export const coverageSetSchema = z.object({
  name: z.string(),
  label: z.string(),
  total: z.number().int(),
  covered: z.number().int(),
  percent: z.number(),
});

export const variationAxisSchema = z.object({ tag: z.string(), name: z.string(), min: z.number(), default: z.number(), max: z.number() });

/** What the font file says about itself (read by the importer). */
export const fontInformationSchema = z.object({
  fontGNo: z.string(),
  familyName: z.string(),
  englishName: z.string(),
  styleName: z.string(),
  postscriptName: z.string().nullable(),
  version: z.string().nullable(),
  weight: z.number().int(),
  width: z.number().int(),
  italic: z.boolean(),
  designer: z.string().nullable(),
  foundry: z.string().nullable(),
  vendor: z.string().nullable(),
  licenseType: z.enum(LICENSE_CODES),
  licenseName: z.string().nullable(),
  licenseText: z.string().nullable(),
  licenseUrl: z.string().nullable(),
  glyphCount: z.number().int(),
  fileSize: z.number().int(),
  sourceFormat: z.string().nullable(),
  axes: z.array(variationAxisSchema),
  coverage: z.array(coverageSetSchema),
  /** The 通用规范汉字表 level-1 characters the face lacks. */
  missingLevel1: z.string(),
  parentGNo: z.string().nullable(),
});
export type FontInformation = z.infer<typeof fontInformationSchema>;

export const fontIdParamSchema = z.object({
  id: z.string().min(1, V.required).max(64).describe('字体编号（fontGNo）'),
});

/** A file the signed-in user may download now: the URL works for a few minutes. */
export const downloadFileSchema = z.object({
  fontGNo: z.string(),
  styleName: z.string(),
  weight: z.number().int(),
  format: z.string(),
  fileSize: z.number().int(),
  fileName: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type DownloadFile = z.infer<typeof downloadFileSchema>;

export const downloadRecordSchema = z.object({
  id: z.number().int(),
  fontGNo: z.string(),
  familyName: z.string(),
  styleName: z.string(),
  weight: z.number().int(),
  format: z.string(),
  downloadedAt: z.string(),
});

/** A zod string checked by one of the contract's rules (the rule's own Chinese message on failure). */
function ruled(rule: (v: string) => string | null, requiredMessage: string) {
  return z
    .string({ error: '必须是字符串' })
    .max(254, '过长')
    .transform((v) => v.trim())
    .superRefine((v, ctx) => {
      const message = v === '' ? requiredMessage : rule(v);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

const accountField = () => ruled(phoneOrEmailRule, '请输入手机号或邮箱');
const passwordField = () => z.string({ error: '请输入密码' }).max(512, '密码不能超过 128 个字符');
const codeField = () => z.string({ error: '请输入验证码' }).regex(/^\d{6}$/, '验证码为 6 位数字');

export const sendCodeBodySchema = z.object({
  account: accountField(),
  type: z.enum(['register', 'login', 'reset', 'bind'], { error: '只能是 register、login、reset、bind 之一' }),
  captchaVerification: z.string({ error: '请先完成滑块验证' }).min(1, '请先完成滑块验证').max(512),
});
export const loginBodySchema = z.object({ account: accountField(), password: passwordField() });
export const smsLoginBodySchema = z.object({ account: accountField(), code: codeField() });
export const registerPhoneBodySchema = z.object({ phone: ruled(phoneRule, '请输入手机号'), code: codeField(), password: passwordField() });
export const registerEmailBodySchema = z.object({ email: ruled(emailRule, '请输入邮箱'), code: codeField(), password: passwordField() });

export const loginAnswerSchema = z.object({ token: z.string(), expired: z.number().int().describe('登录有效期（秒）') });
export const userInfoSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  phone: z.string().nullable().describe('打码后的手机号'),
  email: z.string().nullable().describe('打码后的邮箱'),
  avatar: z.string().nullable(),
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const resetCodeVerifyBodySchema = z.object({ account: accountField(), code: codeField() });
export const resetTicketSchema = z.object({ resetTicket: z.string() });
export const resetPasswordBodySchema = z.object({ resetTicket: z.string({ error: '重设凭据无效' }).min(10, '重设凭据无效').max(200), password: passwordField() });
export const bindAccountBodySchema = z.object({ account: accountField(), code: codeField() });
export const unbindAccountBodySchema = z.object({ type: z.enum(['phone', 'email'], { error: '只能是 phone 或 email' }) });
export const updatePasswordBodySchema = z.object({ oldPassword: z.string({ error: '请输入原密码' }).min(1, '请输入原密码').max(512), password: passwordField() });
