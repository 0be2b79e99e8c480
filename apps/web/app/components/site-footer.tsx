/** The footer: logo and slogan, site links, QR codes (from configured URLs) and friend links from the API. */
import { Link } from 'react-router';
import type { FriendLink } from '@hanmo/contract';
import { messages } from '../lib/messages.ts';

export interface FooterData {
  friendLinks: FriendLink[];
  qr: { officialAccount: string; miniProgram: string; lifestyle: string };
}

function QrCode({ svg, label }: { svg: string; label: string }) {
  return (
    <figure className="flex flex-col items-center gap-1">
      <div
        className="h-[84px] w-[84px] bg-paper p-1"
        role="img"
        aria-label={`${label}二维码`}
        // The SVG is generated on the server by the qrcode library from a configured URL.
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption className="text-xs text-ink-soft">{label}</figcaption>
    </figure>
  );
}

export function SiteFooter({ data }: { data: FooterData }) {
  const f = messages.footer;
  return (
    <footer className="mt-20 border-t rule">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-12 md:grid-cols-[1.2fr_1fr_auto] lg:px-8">
        <div className="space-y-3">
          <div className="flex items-center gap-3">
            <img src="/brand/seal.svg" alt="" width={44} height={44} />
            <img src="/brand/wordmark.svg" alt="翰墨字库" className="glyphs h-8 w-auto" />
          </div>
          <p className="font-serif tracking-[0.3em] text-ink-soft">{f.slogan}</p>
          <nav aria-label="页脚链接" className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <Link to="/about" className="hover:text-seal">{f.about}</Link>
            <Link to="/contact" className="hover:text-seal">{f.contact}</Link>
            <Link to="/license" className="hover:text-seal">{f.license}</Link>
            <Link to="/agreement/font" className="hover:text-seal">{f.agreementFont}</Link>
          </nav>
        </div>
        <div>
          <h2 className="mb-2 text-sm tracking-widest text-gold">{f.friendLinks}</h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm" data-testid="friend-links">
            {data.friendLinks.map((l) => (
              <li key={l.id}>
                <a href={l.url} target="_blank" rel="noopener noreferrer" className="hover:text-seal">
                  {l.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex gap-4">
          <QrCode svg={data.qr.officialAccount} label={f.officialAccount} />
          <QrCode svg={data.qr.miniProgram} label={f.miniProgram} />
          <QrCode svg={data.qr.lifestyle} label={f.lifestyle} />
        </div>
      </div>
      <p className="border-t rule py-4 text-center text-xs text-ink-soft">{f.copyright(new Date().getFullYear())}</p>
    </footer>
  );
}
