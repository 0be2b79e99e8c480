/** Font catalogue vocabulary: style categories, licence types, sort orders (no zod: pages import this). */

/** Style categories; `dictNumber` is what the font dictionary answers (compared as a string). */
export const STYLE_CATEGORIES = [
  { code: 'kai', dictNumber: '1', label: '楷书', short: '楷' },
  { code: 'xing', dictNumber: '2', label: '行书', short: '行' },
  { code: 'cao', dictNumber: '3', label: '草书', short: '草' },
  { code: 'li', dictNumber: '4', label: '隶书', short: '隶' },
  { code: 'zhuan', dictNumber: '5', label: '篆书', short: '篆' },
  { code: 'song', dictNumber: '6', label: '宋体', short: '宋' },
  { code: 'hei', dictNumber: '7', label: '黑体', short: '黑' },
  { code: 'yuan', dictNumber: '8', label: '圆体', short: '圆' },
  { code: 'shouxie', dictNumber: '9', label: '手写', short: '手写' },
  { code: 'yishu', dictNumber: '10', label: '艺术', short: '艺术' },
] as const;
export type StyleCategory = (typeof STYLE_CATEGORIES)[number]['code'];
export const STYLE_CODES = STYLE_CATEGORIES.map((s) => s.code) as [StyleCategory, ...StyleCategory[]];

export const LICENSE_TYPES = [
  { code: 'free', dictNumber: '1', label: '免费商用' },
  { code: 'personal', dictNumber: '2', label: '个人免费' },
  { code: 'commercial', dictNumber: '3', label: '商用授权' },
] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number]['code'];
export const LICENSE_CODES = LICENSE_TYPES.map((l) => l.code) as [LicenseType, ...LicenseType[]];

export const FONT_SORTS = [
  { code: 'newest', label: '最新上线' },
  { code: 'name', label: '按名称' },
] as const;
export type FontSort = (typeof FONT_SORTS)[number]['code'];
export const SORT_CODES = FONT_SORTS.map((s) => s.code) as [FontSort, ...FontSort[]];

export const styleLabel = (code: string) => STYLE_CATEGORIES.find((s) => s.code === code)?.label ?? code;
export const licenseLabel = (code: string) => LICENSE_TYPES.find((l) => l.code === code)?.label ?? code;

/** Sample text of the outline previews: the font's name, or its sample line. */
export const PREVIEW_MAX_CHARS = 40;
