/** The three list layouts of the catalogue (spec §2): table (default), card and stick (条幅). */
import { Link } from 'react-router';
import type { FontSummary } from '@hanmo/contract';
import { messages } from '../lib/messages.ts';
import { FontBadges } from './font-badges.tsx';
import { GlyphImage } from './glyph-image.tsx';

const m = messages.fontList;
const weightsOf = (f: FontSummary) => (f.childCount ? m.weights(f.childCount + 1) : m.single);
const hrefOf = (f: FontSummary) => `/font/${encodeURIComponent(f.fontGNo)}`;

export function FontTable({ fonts }: { fonts: FontSummary[] }) {
  return (
    <div className="border-t rule" data-layout="table">
      <div className="hidden grid-cols-[minmax(200px,1.1fr)_2fr_140px_100px] gap-6 border-b rule py-2 text-xs tracking-widest text-gold md:grid">
        <span>{m.columns.name}</span>
        <span>{m.columns.sample}</span>
        <span>{m.columns.style}</span>
        <span>{m.columns.weights}</span>
      </div>
      <ul>
        {fonts.map((f, i) => (
          <li key={f.fontGNo} className="border-b rule">
            <Link
              to={hrefOf(f)}
              data-testid="font-item"
              className="grid items-center gap-x-6 gap-y-2 py-5 transition-colors duration-150 hover:bg-wash/40 md:grid-cols-[minmax(200px,1.1fr)_2fr_140px_100px]"
            >
              <span className="space-y-1">
                <GlyphImage src={f.namePreviewUrl} alt={f.familyName} height={34} eager={i < 6} />
                <span className="block text-xs text-ink-soft">{f.englishName}</span>
              </span>
              <GlyphImage src={f.samplePreviewUrl} alt={f.sampleText} height={40} eager={i < 6} className="opacity-90" />
              <FontBadges font={f} />
              <span className="text-sm text-ink-soft">{weightsOf(f)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function FontCards({ fonts }: { fonts: FontSummary[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-layout="card">
      {fonts.map((f, i) => (
        <li key={f.fontGNo}>
          <Link
            to={hrefOf(f)}
            data-testid="font-item"
            className="flex h-full flex-col border rule bg-[var(--bg)] transition-colors duration-150 hover:border-gold"
          >
            <span className="flex h-40 items-center justify-center overflow-hidden border-b rule px-5">
              <GlyphImage src={f.namePreviewUrl} alt={f.familyName} height={56} eager={i < 8} />
            </span>
            <span className="flex flex-1 flex-col gap-2 p-4">
              <span className="flex items-baseline justify-between gap-2">
                <span className="font-medium">{f.familyName}</span>
                <span className="text-xs text-ink-soft">{weightsOf(f)}</span>
              </span>
              <span className="text-xs text-ink-soft">{f.englishName}</span>
              <FontBadges font={f} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function FontSticks({ fonts }: { fonts: FontSummary[] }) {
  return (
    <ul className="space-y-4" data-layout="stick">
      {fonts.map((f, i) => (
        <li key={f.fontGNo}>
          <Link
            to={hrefOf(f)}
            data-testid="font-item"
            className="block border rule px-5 py-5 transition-colors duration-150 hover:border-gold md:px-8"
          >
            <span className="mb-3 flex flex-wrap items-center justify-between gap-3">
              <span className="flex items-baseline gap-3">
                <span className="font-medium">{f.familyName}</span>
                <span className="text-xs text-ink-soft">{f.englishName} · {weightsOf(f)}</span>
              </span>
              <FontBadges font={f} />
            </span>
            <GlyphImage src={f.samplePreviewUrl} alt={f.sampleText} height={72} eager={i < 4} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
