import { Link } from 'react-router';
import type { Crumb } from '../route-table.ts';

export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="面包屑" className="text-sm text-ink-soft">
      <ol className="flex flex-wrap items-center gap-x-2">
        {trail.map((c, i) => (
          <li key={i} className="flex items-center gap-x-2">
            {i > 0 ? <span aria-hidden className="text-gold">›</span> : null}
            {c.to ? (
              <Link to={c.to} className="hover:text-seal">
                {c.title}
              </Link>
            ) : (
              <span aria-current="page" className="text-[var(--fg)]">
                {c.title}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
