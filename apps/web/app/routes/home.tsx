/** / — the brand and the newest fonts of the catalogue (the home data API arrives later). */
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { withPreviewText } from '@hanmo/contract';
import type { Route } from './+types/home';
import { FontCards } from '../components/font-lists.tsx';
import { GlyphImage } from '../components/glyph-image.tsx';
import { apiFor } from '../lib/api.server.ts';
import { orErrorPage } from '../lib/loader-errors.ts';
import { pageTitle } from '../lib/page-title.ts';
import { useSession } from '../lib/session-context.tsx';
import { SITE_SLOGAN } from '../route-table.ts';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(SITE_SLOGAN) },
  { name: 'description', content: '翰墨字库：书法字体与中文字体的家。在线预览、比较与下载楷、行、草、宋、黑各体字体。' },
];

/** The brush face the hero is written in. */
const HERO_FONT = 'ma-shan-zheng';

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const [newest, hero] = await Promise.all([
    orErrorPage(api.fontList({ sort: 'newest', size: 8 })),
    api.fontDetail(HERO_FONT).catch(() => null),
  ]);
  return { newest: newest.records, total: newest.total, heroPreview: hero?.namePreviewUrl ?? null };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { newest, total, heroPreview } = loaderData;
  const { userInfo, openAccountModal } = useSession();
  const [params] = useSearchParams();
  const wantsLogin = params.has('redirect') && !userInfo;
  // Sent here by the /user guard (or a download): ask to log in, then go on to where they were.
  useEffect(() => {
    if (wantsLogin) openAccountModal('login');
  }, [wantsLogin]);
  return (
    <>
      <section className="relative overflow-hidden border-b rule">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-5 pt-10 pb-16 md:grid-cols-[1fr_auto] md:pt-16 md:pb-24 lg:px-8">
          <div className="space-y-8">
            <p className="text-sm tracking-[0.5em] text-gold">翰墨字库 · HANMO TYPE</p>
            <h1 className="sr-only">{SITE_SLOGAN}</h1>
            {heroPreview ? (
              <div className="space-y-3" aria-hidden>
                <GlyphImage src={withPreviewText(heroPreview, '一笔一画')} alt="" height={104} eager className="max-h-[22vw] md:max-h-none" />
                <GlyphImage src={withPreviewText(heroPreview, '皆有来处')} alt="" height={104} eager className="max-h-[22vw] md:max-h-none md:ml-24" />
              </div>
            ) : (
              <p className="font-serif text-5xl tracking-[0.3em]">{SITE_SLOGAN}</p>
            )}
            <p className="max-w-xl text-[17px] leading-8 text-ink-soft">
              收录书法字体与中文字体，每一款都以它自己的笔墨呈现。输入你的文字即可预览，无需下载整套字库。
            </p>
            <div className="flex flex-wrap gap-4">
              <Link to="/font" className="bg-seal px-7 py-2.5 tracking-[0.3em] text-paper transition-opacity duration-150 hover:opacity-90">
                浏览字体
              </Link>
              <Link to="/baike" className="border border-ink/30 px-7 py-2.5 tracking-[0.3em] hover:border-gold">
                书法百科
              </Link>
            </div>
          </div>
          <div className="relative hidden h-[420px] w-[380px] md:block" aria-hidden>
            {heroPreview ? (
              <GlyphImage src={withPreviewText(heroPreview, '墨')} alt="" height={400} eager className="absolute top-0 right-10 opacity-[0.08]" />
            ) : null}
            <p className="vertical absolute top-6 right-0 font-serif text-2xl text-ink-soft">{SITE_SLOGAN}</p>
            <img src="/brand/seal.svg" alt="" width={44} height={44} className="absolute right-1 bottom-10" />
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-5 py-14 lg:px-8" aria-labelledby="newest-title">
        <div className="mb-8 flex items-end justify-between border-b rule pb-4">
          <h2 id="newest-title" className="font-serif text-2xl tracking-[0.3em]">新近上线</h2>
          <Link to="/font" className="text-sm text-ink-soft hover:text-seal">
            全部 {total} 款字体 →
          </Link>
        </div>
        <FontCards fonts={newest} />
      </section>
    </>
  );
}
