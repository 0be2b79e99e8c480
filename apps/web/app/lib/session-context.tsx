/**
 * Session state of spec §3 on the page: the user (restored on the server from the cookie) and the
 * account dialog (visible + type, default login). Logging in reloads the page, so every loader
 * sees the new session; logging out revokes the token on the server and clears local state even
 * when that call fails.
 */
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { UserInfo } from '@hanmo/contract';
import { browserApi } from './api.ts';
import { session } from './session.ts';

export type AccountModalType = 'login' | 'register' | 'forget';

interface SessionState {
  userInfo: UserInfo | null;
  accountModal: { visible: boolean; type: AccountModalType };
  openAccountModal(type?: AccountModalType): void;
  closeAccountModal(): void;
  /** After a successful login or registration: go on to `to` (a same-site path) with the new session. */
  loggedIn(to?: string | null): void;
  logout(): Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ userInfo, children }: { userInfo: UserInfo | null; children: ReactNode }) {
  const [accountModal, setAccountModal] = useState<SessionState['accountModal']>({ visible: false, type: 'login' });
  session.loggedIn = userInfo !== null;
  const value = useMemo<SessionState>(
    () => ({
      userInfo,
      accountModal,
      openAccountModal: (type = 'login') => setAccountModal({ visible: true, type }),
      closeAccountModal: () => setAccountModal((m) => ({ ...m, visible: false })),
      loggedIn(to) {
        window.location.assign(to ?? `${window.location.pathname}${window.location.search}`);
      },
      async logout() {
        try {
          await browserApi().logout();
        } catch (error) {
          console.warn('unregister token failed', error);
        }
        session.loggedIn = false;
        window.location.assign('/');
      },
    }),
    [userInfo, accountModal],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** Outside the provider (the error page, when the root loader failed) the visitor is anonymous. */
const VISITOR: SessionState = {
  userInfo: null,
  accountModal: { visible: false, type: 'login' },
  openAccountModal: () => window.location.assign('/'),
  closeAccountModal: () => {},
  loggedIn: () => {},
  logout: async () => {},
};

export function useSession(): SessionState {
  return useContext(SessionContext) ?? VISITOR;
}
