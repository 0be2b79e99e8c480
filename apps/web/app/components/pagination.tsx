/** Page links that keep the other query parameters (filters, sort). */
import { Link, useLocation } from 'react-router';
import { messages } from '../lib/messages.ts';

function pagesAround(current: number, pages: number): Array<number | 'gap'> {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

export function Pagination({ current, pages }: { current: number; pages: number }) {
  const location = useLocation();
  if (pages <= 1) return null;
  const hrefOf = (page: number) => {
    const params = new URLSearchParams(location.search);
    if (page === 1) params.delete('current');
    else params.set('current', String(page));
    const q = params.toString();
    return `${location.pathname}${q ? `?${q}` : ''}`;
  };
  const cell = 'flex h-9 min-w-9 items-center justify-center border rule px-3 text-sm';
  return (
    <nav aria-label="分页" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {current > 1 ? <Link className={`${cell} hover:border-gold`} to={hrefOf(current - 1)}>{messages.pagination.prev}</Link> : null}
      {pagesAround(current, pages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-ink-soft">…</span>
        ) : (
          <Link
            key={p}
            to={hrefOf(p)}
            aria-label={messages.pagination.page(p)}
            aria-current={p === current ? 'page' : undefined}
            className={`${cell} ${p === current ? 'border-seal text-seal' : 'hover:border-gold'}`}
          >
            {p}
          </Link>
        ),
      )}
      {current < pages ? <Link className={`${cell} hover:border-gold`} to={hrefOf(current + 1)}>{messages.pagination.next}</Link> : null}
    </nav>
  );
}
