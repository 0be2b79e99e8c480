/** /font/{id} — a font's details and its family, every face drawn in itself. */
import { Link } from 'react-router';
import { COMING_SOON_TAG, licenseLabel, stripHtmlSuffix, styleLabel, withPreviewText } from '@hanmo/contract';
import type { Route } from './+types/font-detail';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { FontBadges } from '../components/font-badges.tsx';
import { DownloadButton } from '../components/download-dialog.tsx';
import { FontEditor } from '../components/font-editor.tsx';
import { FontInfo } from '../components/font-info.tsx';
import { useRootData } from '../root.tsx';
import { GlyphImage } from '../components/glyph-image.tsx';
import { apiFor } from '../lib/api.server.ts';
import { orErrorPage } from '../lib/loader-errors.ts';
import { messages } from '../lib/messages.ts';
import { pageTitle } from '../lib/page-title.ts';
import { breadcrumbOf, screenOfPath } from '../route-table.ts';

const m = messages.fontDetail;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const gno = stripHtmlSuffix(params.id);
  const [font, info] = await Promise.all([orErrorPage(api.fontDetail(gno)), api.fontInformation(gno).catch(() => null)]);
  return { font, info };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: pageTitle(`${loaderData.font.familyName} ${loaderData.font.englishName}`) },
        { name: 'description', content: loaderData.font.description.slice(0, 120) },
      ]
    : [{ title: pageTitle('字体详情') }];

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.round(n / 1024)} KB`;
}

const WATERFALL = [28, 40, 56, 80];

export default function FontDetail({ loaderData }: Route.ComponentProps) {
  const { font, info } = loaderData;
  const loggedIn = useRootData()?.loggedIn ?? false;
  const comingSoon = font.wapperTag?.includes(COMING_SOON_TAG);
  const facts: Array<[string, string | null]> = [
    [m.designer, font.designer],
    [m.foundry, font.foundry],
    [m.license, `${licenseLabel(font.licenseType)}${font.licenseName ? `（${font.licenseName}）` : ''}`],
    [m.style, styleLabel(font.styleCategory)],
    [m.released, font.releaseDate],
    [m.glyphs, font.glyphCount.toLocaleString('zh-CN')],
    [m.fileSize, formatBytes(font.fileSize)],
  ];
  return (
    <article>
      <Breadcrumb trail={breadcrumbOf(screenOfPath('font/:id')!, font.familyName)} />

      <header className="mt-8 grid gap-8 border-b rule pb-10 lg:grid-cols-[1fr_320px]">
        <div className="min-w-0 space-y-5">
          <h1 className="sr-only">{font.familyName}</h1>
          <GlyphImage src={font.namePreviewUrl} alt={font.familyName} height={88} eager />
          <p className="text-ink-soft">
            {font.englishName} · {font.styleName}
            {font.parentGNo ? (
              <>
                {' · '}
                <Link to={`/font/${font.parentGNo}`} className="text-seal hover:underline">{m.backToFamily}</Link>
              </>
            ) : null}
          </p>
          <FontBadges font={font} />
        </div>
        <aside className="space-y-4">
          <dl className="grid grid-cols-[5em_1fr] gap-y-2 text-sm">
            {facts
              .filter(([, v]) => v)
              .map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-gold">{k}</dt>
                  <dd className="m-0">{v}</dd>
                </div>
              ))}
          </dl>
          {font.downloadable ? (
            <DownloadButton fontGNo={font.fontGNo} loggedIn={loggedIn} />
          ) : (
            <p className="border rule px-4 py-3 text-sm text-ink-soft" data-testid="download-state">
              {comingSoon ? m.downloadSoon : m.downloadNotOffered}
            </p>
          )}
        </aside>
      </header>

      <div className="py-10">
        <FontEditor
          faces={[{ fontGNo: font.fontGNo, styleName: font.styleName, weight: font.weight }, ...font.childFontResource].sort((a, b) => a.weight - b.weight)}
          initialGno={font.fontGNo}
          initialText={font.sampleText}
        />
      </div>

      <section className="border-b rule pb-10" aria-label="字号预览">
        <ul className="space-y-6">
          {WATERFALL.map((size) => (
            <li key={size} className="flex items-center gap-6">
              <span className="w-12 shrink-0 text-xs text-ink-soft">{size}px</span>
              <div className="min-w-0 overflow-hidden">
                <GlyphImage src={withPreviewText(font.samplePreviewUrl, font.sampleText)} alt={font.sampleText} height={size} />
              </div>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-10 py-10 lg:grid-cols-[1fr_320px]">
        <section>
          {font.description ? (
            <>
              <h2 className="mb-4 text-sm tracking-[0.3em] text-gold">{m.about}</h2>
              <p className="max-w-prose text-[17px] leading-8">{font.description}</p>
            </>
          ) : null}
          {font.tags.length ? (
            <p className="mt-5 flex flex-wrap gap-2 text-xs">
              {font.tags.map((t) => (
                <span key={t} className="border rule px-2 py-0.5 text-ink-soft">#{t}</span>
              ))}
            </p>
          ) : null}
        </section>
        {info ? <FontInfo info={info} /> : null}
        {font.childFontResource.length ? (
          <section aria-label={m.family}>
            <h2 className="mb-4 text-sm tracking-[0.3em] text-gold">
              {m.family}（{font.childFontResource.length + 1}）
            </h2>
            <ul className="divide-y divide-[var(--rule)] border-y rule" data-testid="family">
              {[{ fontGNo: font.fontGNo, styleName: font.styleName, weight: font.weight, previewUrl: font.samplePreviewUrl }, ...font.childFontResource]
                .sort((a, b) => a.weight - b.weight)
                .map((face) => (
                  <li key={face.fontGNo}>
                    <Link to={`/font/${face.fontGNo}`} className="flex items-center justify-between gap-4 py-3 hover:text-seal">
                      <GlyphImage src={withPreviewText(face.previewUrl, '永字八法')} alt={`${face.styleName} ${face.weight}`} height={30} />
                      <span className="shrink-0 text-xs text-ink-soft">
                        {face.styleName} · {face.weight}
                      </span>
                    </Link>
                  </li>
                ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}
