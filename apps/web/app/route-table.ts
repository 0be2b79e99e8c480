/**
 * Every screen of spec §2 with its layout and Chinese title — the one list that routes.ts, page
 * titles and breadcrumbs read. Screens whose content arrives in later work use the frame page.
 */
export type LayoutName = 'home' | 'default' | 'font' | 'blank' | 'user';

export interface Screen {
  /** Path without leading slash; `:id` for detail screens. */
  path: string;
  title: string;
  /** One line saying what the section is for (shown under the title of frame pages). */
  intro?: string;
  layout: LayoutName;
  /** Route module; frame pages share `routes/frame.tsx`. */
  file?: string;
  /** Path of the parent screen in the breadcrumb, when it is not the home page. */
  parent?: string;
}

export const SITE_NAME = '翰墨字库';
export const SITE_SLOGAN = '一笔一画，皆有来处';

export const SCREENS: Screen[] = [
  { path: '', title: '首页', layout: 'home', file: 'routes/home.tsx' },
  { path: 'font', title: '字体库', layout: 'font', file: 'routes/font-list.tsx' },
  { path: 'font/:id', title: '字体详情', layout: 'font', file: 'routes/font-detail.tsx', parent: 'font' },
  { path: 'about', title: '关于我们', layout: 'default', intro: '翰墨字库的来历、理念与团队。' },
  { path: 'album', title: '字体专辑', layout: 'default', intro: '按主题与场景编选的字体专辑。' },
  { path: 'album/:id', title: '专辑详情', layout: 'default', parent: 'album' },
  { path: 'baike', title: '书法百科', layout: 'default', intro: '书体、书家、碑帖与笔法，一页一页读来。' },
  { path: 'baike/:id', title: '百科词条', layout: 'default', parent: 'baike' },
  { path: 'case', title: '设计案例', layout: 'default', intro: '字体在包装、海报与品牌中的实际用法。' },
  { path: 'contact', title: '联系我们', layout: 'default', intro: '合作、授权与意见，都可以在这里留言。' },
  { path: 'contribute', title: '作品投稿', layout: 'default', intro: '投递你的书法或字体设计作品。' },
  { path: 'custom', title: '字体定制', layout: 'default', intro: '为品牌量身书写与制作专属字体。' },
  { path: 'heji', title: '字体合集', layout: 'default', intro: '成套的字体合集，一次看全。' },
  { path: 'heji/:id', title: '合集详情', layout: 'default', parent: 'heji' },
  { path: 'license', title: '授权说明', layout: 'default', intro: '个人、商用与定制授权的区别和办理方式。' },
  { path: 'news', title: '品牌动态', layout: 'default', intro: '翰墨字库的新字体与新消息。' },
  { path: 'news/:id', title: '动态详情', layout: 'default', parent: 'news' },
  { path: 'player', title: '视频播放', layout: 'blank' },
  { path: 'treasure', title: '字库珍藏', layout: 'default', intro: '值得反复品读的经典字形与碑帖。' },
  { path: 'trends', title: '字体趋势', layout: 'default', intro: '设计行业里字体使用的新风向。' },
  { path: 'trends/:id', title: '趋势详情', layout: 'default', parent: 'trends' },
  { path: 'video', title: '书法视频', layout: 'default', intro: '名家示范与笔法讲解视频。' },
  { path: 'video/:id', title: '视频详情', layout: 'default', parent: 'video' },
  { path: 'zixun', title: '行业资讯', layout: 'default', intro: '字体与书法行业的资讯。' },
  { path: 'zixun/:id', title: '资讯详情', layout: 'default', parent: 'zixun' },
  { path: 'zodiac', title: '生肖节庆', layout: 'default', intro: '生肖与传统节日的书法字形。' },
  { path: 'account/forget', title: '找回密码', layout: 'default', file: 'routes/account-forget.tsx' },
  { path: 'agreement/font', title: '字体授权协议', layout: 'default', file: 'routes/agreement-font.tsx' },
  { path: 'agreement/register', title: '用户注册协议', layout: 'default', file: 'routes/agreement-register.tsx' },
  { path: 'pdf/compare', title: '字体对比文档', layout: 'blank' },
  { path: 'user', title: '个人中心', layout: 'user' },
  { path: 'user/compare', title: '字体对比', layout: 'user', parent: 'user' },
  { path: 'user/download', title: '下载记录', layout: 'user', parent: 'user' },
  { path: 'user/favorite', title: '我的收藏', layout: 'user', parent: 'user' },
  { path: 'user/message', title: '消息通知', layout: 'user', parent: 'user' },
  { path: 'user/profile', title: '账户设置', layout: 'user', parent: 'user', file: 'routes/user-profile.tsx' },
];

export const FRAME_FILE = 'routes/frame.tsx';

/** A route id from a path: '' → 'home', 'font/:id' → 'font-id'. */
export function routeIdOf(path: string): string {
  return path === '' ? 'home' : path.replace(/[/:]+/g, '-');
}

export interface RouteEntry {
  id: string;
  /** The path React Router matches ('' for the index route). */
  path: string;
  file: string;
  screen: Screen;
}

/**
 * Each screen once by its path and once by its `.html` alias (spec §2). Dynamic screens need no
 * alias entry: `font/:id` already matches `/font/abc.html`, and the page strips the suffix.
 */
export function routeEntries(screens: Screen[] = SCREENS): RouteEntry[] {
  return screens.flatMap((screen) => {
    const file = screen.file ?? FRAME_FILE;
    const id = routeIdOf(screen.path);
    const main: RouteEntry = { id, path: screen.path, file, screen };
    if (screen.path.includes(':')) return [main];
    const alias = screen.path === '' ? 'index.html' : `${screen.path}.html`;
    return [main, { id: `${id}-html`, path: alias, file, screen }];
  });
}

/** The screen a route id belongs to (aliases included). */
export function screenOfRouteId(id: string): Screen | undefined {
  const base = id.endsWith('-html') ? id.slice(0, -'-html'.length) : id;
  return SCREENS.find((s) => routeIdOf(s.path) === base);
}

export function screenOfPath(path: string): Screen | undefined {
  return SCREENS.find((s) => s.path === path);
}

export interface Crumb {
  title: string;
  /** Link of the crumb; null for the current page. */
  to: string | null;
}

/** Breadcrumb trail of a screen: 首页 › parent › … › screen (its title replaceable, e.g. by a font's name). */
export function breadcrumbOf(screen: Screen, currentTitle?: string): Crumb[] {
  const chain: Screen[] = [];
  for (let s: Screen | undefined = screen; s && s.path !== ''; s = s.parent ? screenOfPath(s.parent) : undefined) {
    chain.unshift(s);
  }
  return [
    { title: '首页', to: '/' },
    ...chain.map((s) => (s === screen ? { title: currentTitle ?? s.title, to: null } : { title: s.title, to: `/${s.path}` })),
  ];
}
