import { type FontSummary, COMING_SOON_TAG, licenseLabel, styleLabel } from '@hanmo/contract';
import { messages } from '../lib/messages.ts';

export function FontBadges({ font }: { font: FontSummary }) {
  const comingSoon = font.wapperTag?.includes(COMING_SOON_TAG);
  return (
    <span className="flex flex-wrap items-center gap-2 text-xs">
      <span className="border border-gold/60 px-1.5 text-gold">{styleLabel(font.styleCategory)}</span>
      <span className="border rule px-1.5 text-ink-soft">{licenseLabel(font.licenseType)}</span>
      {comingSoon ? <span className="bg-seal px-1.5 text-paper">{messages.fontList.comingSoon}</span> : null}
      {!comingSoon && !font.downloadable ? <span className="border rule px-1.5 text-ink-soft">{messages.fontList.previewOnly}</span> : null}
    </span>
  );
}
