import { syncActivity } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { isSmallScreen } from '@modkit/sdk/rules';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { session } from '../client';
import { accountOf } from '../offline/device-account';
import { rememberScreen } from '../offline/last-screen';
import { useOfflineStart } from '../offline/use-offline-start';
import { PushOffer } from '../push/push-offer';
import { useProfileRefresh } from '../session/profile-refresh';
import { GrantedModulesStrip } from './granted-modules-strip';
import { Header } from './header';
import { OfflineBanner } from './offline-banner';
import { ShellOverlays } from './shell-overlays';
import { Sidebar } from './sidebar';
import { useWindowWidth } from './use-window-width';
import './shell.css';
import './header-tools.css';
import './notices.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * The signed-in layout (part 1 §2.14–2.15): header, sidebar (behind the menu button at 767 px or less, a
 * modal drawer there: Escape, a tap outside or a navigation closes it, focus stays inside while open) and
 * the page in `<main>`, with the offline banner (§2.12), the mentor-granted learner's strip (§4) and the
 * overlays (pricing, upgrade request, location check). Each path change runs the activity sync of §4 and is
 * remembered as the last screen (opened offline, the app goes back to it); the stored profile is refreshed once
 * per page load; once the first screen is painted the app's offline part starts (offline-start.ts).
 */
export function AppShell({ path, children }: { path: string; children: ReactNode }) {
  const client = useClient();
  const { t } = useAppTranslator();
  const [menuOpen, setMenuOpen] = useState(false);
  // On small screens the open sidebar is a modal drawer: the header and the page are inert behind it.
  const small = isSmallScreen(useWindowWidth());
  const drawer = menuOpen && small;
  const refocusMenu = useRef(false);
  const closeMenu = useCallback((refocus: boolean) => {
    refocusMenu.current = refocus;
    setMenuOpen(false);
  }, []);
  // The menu button can take focus back once the header is no longer inert.
  useEffect(() => {
    if (drawer || !refocusMenu.current) return;
    refocusMenu.current = false;
    document.getElementById('menu-button')?.focus();
  }, [drawer]);
  useProfileRefresh();
  // Every path change: the activity sync (the rule of §4), the last screen remembered.
  useEffect(() => {
    setMenuOpen(false);
    void syncActivity(client, Date.now()).catch(() => undefined);
    rememberScreen(accountOf(session), path);
  }, [client, path]);
  useOfflineStart(path);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <Header path={path} menuOpen={menuOpen} inert={drawer} onMenu={() => setMenuOpen((open) => !open)} />
      <div className="shell__body">
        <Sidebar id="sidebar" open={menuOpen} modal={drawer} onClose={closeMenu} path={path} />
        <main id="main" className="shell__main" tabIndex={-1} inert={drawer}>
          <OfflineBanner />
          <GrantedModulesStrip />
          {children}
          <ShellOverlays />
          <PushOffer />
        </main>
      </div>
    </div>
  );
}
