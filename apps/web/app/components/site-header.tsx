/** The header: seal and wordmark, the main sections, the user area; a menu sheet on phones. */
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { messages } from '../lib/messages.ts';
import { useSession } from '../lib/session-context.tsx';
import { Dialog } from './dialog.tsx';

const NAV = [
  { to: '/font', label: messages.nav.font },
  { to: '/album', label: messages.nav.album },
  { to: '/baike', label: messages.nav.baike },
  { to: '/case', label: messages.nav.case },
  { to: '/video', label: messages.nav.video },
  { to: '/news', label: messages.nav.news },
  { to: '/custom', label: messages.nav.custom },
];

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-3" aria-label="翰墨字库 首页">
      <img src="/brand/seal.svg" alt="" width={36} height={36} className="h-9 w-9" />
      <img src="/brand/wordmark.svg" alt="翰墨字库" height={26} className="glyphs h-[26px] w-auto" />
    </Link>
  );
}

function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  return NAV.map((item) => (
    <NavLink
      key={item.to}
      to={item.to}
      onClick={onNavigate}
      className={({ isActive }) =>
        'relative py-1 tracking-wider transition-colors duration-150 hover:text-seal ' + (isActive ? 'text-seal' : '')
      }
    >
      {item.label}
    </NavLink>
  ));
}

/** 登录 for a visitor; the nickname (to the user area) and 退出 for a signed-in user. */
function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { userInfo, openAccountModal, logout } = useSession();
  if (!userInfo) {
    return (
      <>
        <Link to="/user" onClick={onNavigate} className="tracking-wider hover:text-seal">
          {messages.nav.user}
        </Link>
        <button type="button" onClick={() => (onNavigate?.(), openAccountModal('login'))} className="tracking-wider hover:text-seal" data-testid="login-button">
          {messages.nav.login}
        </button>
      </>
    );
  }
  return (
    <>
      <Link to="/user" onClick={onNavigate} className="tracking-wider hover:text-seal" data-testid="user-nickname">
        {userInfo.nickname}
      </Link>
      <button type="button" onClick={() => void logout()} className="text-ink-soft hover:text-seal">
        {messages.nav.logout}
      </button>
    </>
  );
}

export function SiteHeader({ overlay = false }: { overlay?: boolean }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className={(overlay ? '' : 'border-b rule ') + 'relative z-10'}>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-5 lg:px-8">
        <Logo />
        <nav aria-label="主导航" className="hidden items-center gap-7 text-[15px] md:flex">
          <NavItems />
        </nav>
        <div className="flex items-center gap-4 text-[15px]">
          <span className="hidden items-center gap-4 md:flex">
            <AccountLinks />
          </span>
          <Dialog
            variant="sheet"
            title="导航"
            open={menuOpen}
            onOpenChange={setMenuOpen}
            trigger={
              <button type="button" className="flex h-10 w-10 items-center justify-center md:hidden" aria-label="打开导航菜单">
                <span aria-hidden className="block h-px w-5 bg-current shadow-[0_6px_0_currentColor,0_-6px_0_currentColor]" />
              </button>
            }
          >
            <nav aria-label="移动端导航" className="flex flex-col gap-3 text-base">
              <NavItems onNavigate={() => setMenuOpen(false)} />
              <span className="flex items-center gap-4 border-t rule pt-3">
                <AccountLinks onNavigate={() => setMenuOpen(false)} />
              </span>
            </nav>
          </Dialog>
        </div>
      </div>
    </header>
  );
}
