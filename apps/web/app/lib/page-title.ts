import { SITE_NAME } from '../route-table.ts';

/** The document title of a page: "标题 · 翰墨字库". */
export function pageTitle(...parts: Array<string | null | undefined>): string {
  return [...parts.filter(Boolean), SITE_NAME].join(' · ');
}
