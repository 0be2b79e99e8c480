/** /font — the catalogue: filters, three layouts (the choice persists), pages. */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  DEFAULT_LIST_LAYOUT,
  FONT_SORTS,
  LICENSE_TYPES,
  LIST_LAYOUTS,
  LIST_LAYOUT_COOKIE,
  type ListLayout,
  STYLE_CATEGORIES,
  stripAmp,
} from '@hanmo/contract';
import type { Route } from './+types/font-list';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { FontCards, FontSticks, FontTable } from '../components/font-lists.tsx';
import { Pagination } from '../components/pagination.tsx';
import { apiFor } from '../lib/api.server.ts';
import { readCookie, writePreferenceCookie } from '../lib/cookies.ts';
import { orErrorPage } from '../lib/loader-errors.ts';
import { messages } from '../lib/messages.ts';
import { pageTitle } from '../lib/page-title.ts';
import { breadcrumbOf, screenOfPath } from '../route-table.ts';

export const handle = { keepScroll: true };

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('字体库') },
  { name: 'description', content: '浏览翰墨字库的书法字体与中文字体：楷、行、草、宋、黑，按风格与授权筛选，每款字体都以它自己的字形展示。' },
];

const isLayout = (v: string | undefined): v is ListLayout => (LIST_LAYOUTS as readonly string[]).includes(v ?? '');

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (k: string) => {
    const v = params.get(k);
    return v === null ? undefined : stripAmp(v);
  };
  const page = await orErrorPage(
    apiFor(context, request).fontList({ current: q('current'), size: q('size'), style: q('style'), license: q('license'), sort: q('sort') }),
  );
  const saved = readCookie(request.headers.get('Cookie'), LIST_LAYOUT_COOKIE);
  return { page, layout: isLayout(saved) ? saved : DEFAULT_LIST_LAYOUT };
}

function FilterLink({ name, value, label }: { name: string; value: string | null; label: string }) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.delete('current');
  if (value === null) next.delete(name);
  else next.set(name, value);
  const active = (params.get(name) ?? null) === value;
  const q = next.toString();
  return (
    <Link
      to={`/font${q ? `?${q}` : ''}`}
      preventScrollReset
      aria-current={active ? 'true' : undefined}
      className={'whitespace-nowrap border px-3 py-1 text-sm transition-colors duration-150 ' + (active ? 'border-seal text-seal' : 'rule hover:border-gold')}
    >
      {label}
    </Link>
  );
}

export default function FontList({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const [layout, setLayout] = useState<ListLayout>(loaderData.layout);
  const choose = (next: ListLayout) => {
    setLayout(next);
    writePreferenceCookie(LIST_LAYOUT_COOKIE, next);
  };
  const List = { table: FontTable, card: FontCards, stick: FontSticks }[layout];
  return (
    <>
      <Breadcrumb trail={breadcrumbOf(screenOfPath('font')!)} />
      <header className="mt-6 flex flex-wrap items-end justify-between gap-4 border-b rule pb-6">
        <div>
          <h1 className="font-serif text-3xl tracking-[0.2em]">字体库</h1>
          <p className="mt-2 text-sm text-ink-soft">{messages.fontList.total(page.total)}</p>
        </div>
        <div role="group" aria-label={messages.fontList.layoutLabel} className="flex border rule">
          {LIST_LAYOUTS.map((l) => (
            <button
              key={l}
              type="button"
              onClick={() => choose(l)}
              aria-pressed={layout === l}
              data-testid={`layout-${l}`}
              className={'px-4 py-1.5 text-sm transition-colors duration-150 ' + (layout === l ? 'bg-ink text-paper' : 'hover:text-seal')}
            >
              {messages.fontList.layouts[l]}
            </button>
          ))}
        </div>
      </header>

      <section aria-label="筛选" className="space-y-3 py-5">
        <div className="flex gap-2 overflow-x-auto pb-1">
          <FilterLink name="style" value={null} label={messages.fontList.allStyles} />
          {STYLE_CATEGORIES.map((s) => (
            <FilterLink key={s.code} name="style" value={s.code} label={s.label} />
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <FilterLink name="license" value={null} label={messages.fontList.allLicenses} />
          {LICENSE_TYPES.map((l) => (
            <FilterLink key={l.code} name="license" value={l.code} label={l.label} />
          ))}
          <span className="mx-2 hidden h-4 border-l rule sm:inline-block" />
          <span className="text-sm text-ink-soft">{messages.fontList.sortLabel}</span>
          {FONT_SORTS.map((s) => (
            <FilterLink key={s.code} name="sort" value={s.code === 'newest' ? null : s.code} label={s.label} />
          ))}
        </div>
      </section>

      {page.records.length ? <List fonts={page.records} /> : <p className="py-16 text-center text-ink-soft">{messages.fontList.empty}</p>}
      <Pagination current={page.current} pages={page.pages} />
    </>
  );
}
