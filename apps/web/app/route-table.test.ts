import { describe, expect, it } from 'vitest';
import { SCREENS, breadcrumbOf, routeEntries, screenOfPath, screenOfRouteId } from './route-table.ts';

describe('.html aliases (spec §2)', () => {
  const entries = routeEntries();
  const paths = new Set(entries.map((e) => e.path));

  it('gives every static screen a .html twin on the same module', () => {
    for (const screen of SCREENS.filter((s) => !s.path.includes(':'))) {
      const alias = screen.path === '' ? 'index.html' : `${screen.path}.html`;
      expect(paths.has(alias), alias).toBe(true);
      const main = entries.find((e) => e.path === screen.path)!;
      const twin = entries.find((e) => e.path === alias)!;
      expect(twin.file).toBe(main.file);
      expect(screenOfRouteId(twin.id)).toBe(screen);
    }
  });

  it('leaves dynamic screens to match their .html form by parameter', () => {
    expect(paths.has('font/:id')).toBe(true);
    expect([...paths].some((p) => p.startsWith('font/:id') && p !== 'font/:id')).toBe(false);
  });

  it('gives every route a unique id', () => {
    const ids = entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('covers every route of spec §2', () => {
    const spec = [
      '', 'about', 'album', 'baike', 'case', 'contact', 'contribute', 'custom', 'font', 'heji', 'license', 'news', 'player',
      'treasure', 'trends', 'user', 'video', 'zixun', 'zodiac', 'account/forget', 'agreement/font', 'agreement/register',
      'pdf/compare', 'user/compare', 'user/download', 'user/favorite', 'user/message', 'user/profile', 'album/:id',
      'baike/:id', 'font/:id', 'heji/:id', 'news/:id', 'trends/:id', 'video/:id', 'zixun/:id',
    ];
    expect(SCREENS.map((s) => s.path).sort()).toEqual(spec.sort());
  });
});

describe('breadcrumbs', () => {
  it('lead from home through the parent to the page', () => {
    expect(breadcrumbOf(screenOfPath('font/:id')!, '思源宋体')).toEqual([
      { title: '首页', to: '/' },
      { title: '字体库', to: '/font' },
      { title: '思源宋体', to: null },
    ]);
    expect(breadcrumbOf(screenOfPath('user/favorite')!).map((c) => c.title)).toEqual(['首页', '个人中心', '我的收藏']);
  });
});
