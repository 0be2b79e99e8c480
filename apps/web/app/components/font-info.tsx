/** What the font file says about itself: character-set coverage, version, licence (spec: font detail "info"). */
import type { FontInformation } from '@hanmo/contract';
import { messages } from '../lib/messages.ts';

const m = messages.fontInfo;

export function FontInfo({ info }: { info: FontInformation }) {
  return (
    <section aria-label={m.title} className="lg:col-start-1" data-testid="font-info">
      <h2 className="mb-4 text-sm tracking-[0.3em] text-gold">{m.title}</h2>
      <table className="w-full max-w-prose text-sm">
        <tbody>
          {info.coverage.map((set) => (
            <tr key={set.name} className="border-b rule">
              <th scope="row" className="w-44 py-2 text-left font-normal">{set.label}</th>
              <td className="py-2">
                <span className="block h-1.5 bg-wash" aria-hidden>
                  <span className="block h-1.5 bg-ink" style={{ width: `${set.percent}%` }} />
                </span>
              </td>
              <td className="w-52 py-2 pl-4 text-right whitespace-nowrap tabular-nums text-ink-soft">
                {set.covered.toLocaleString('zh-CN')} / {set.total.toLocaleString('zh-CN')}（{set.percent}%）
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {info.missingLevel1 ? (
        <p className="mt-3 max-w-prose text-sm text-ink-soft">
          {m.missingLevel1([...info.missingLevel1].length)}
          <span className="ml-1 break-all text-seal">{[...info.missingLevel1].slice(0, 60).join(' ')}</span>
          {[...info.missingLevel1].length > 60 ? ' …' : ''}
        </p>
      ) : null}
      <dl className="mt-4 grid max-w-prose grid-cols-[7.5em_1fr] gap-y-1 text-sm">
        {info.version ? (
          <>
            <dt className="text-gold">{m.version}</dt>
            <dd className="m-0 break-all">{info.version}</dd>
          </>
        ) : null}
        {info.postscriptName ? (
          <>
            <dt className="text-gold">{m.postscript}</dt>
            <dd className="m-0 break-all">{info.postscriptName}</dd>
          </>
        ) : null}
        {info.licenseUrl ? (
          <>
            <dt className="text-gold">{m.licenseText}</dt>
            <dd className="m-0 break-all">
              <a href={info.licenseUrl} target="_blank" rel="noopener noreferrer" className="text-seal hover:underline">{info.licenseUrl}</a>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
