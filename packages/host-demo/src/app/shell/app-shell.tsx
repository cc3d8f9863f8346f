import { syncActivity } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { type ReactNode, useEffect, useState } from 'react';
import { useProfileRefresh } from '../session/profile-refresh';
import { GrantedModulesStrip } from './granted-modules-strip';
import { Header } from './header';
import { OfflineBanner } from './offline-banner';
import { ShellOverlays } from './shell-overlays';
import { Sidebar } from './sidebar';
import './shell.css';
import './header-tools.css';
import './notices.css';

/**
 * The signed-in layout (part 1 §2.14–2.15): header, sidebar (behind the menu button under 767 px) and
 * the page in `<main>`, with the offline banner (§2.12), the mentor-granted learner's strip (§4) and the
 * overlays (pricing, upgrade request, location check). Each path change runs the activity sync of §4; the
 * stored profile is refreshed once per page load.
 */
export function AppShell({ path, children }: { path: string; children: ReactNode }) {
  const client = useClient();
  const [menuOpen, setMenuOpen] = useState(false);
  useProfileRefresh();
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs on every path change (the rule of §4).
  useEffect(() => {
    setMenuOpen(false);
    void syncActivity(client, Date.now()).catch(() => undefined);
  }, [client, path]);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header path={path} menuOpen={menuOpen} onMenu={() => setMenuOpen((open) => !open)} />
      <div className="shell__body">
        <Sidebar id="sidebar" open={menuOpen} path={path} />
        <main id="main" className="shell__main" tabIndex={-1}>
          <OfflineBanner />
          <GrantedModulesStrip />
          {children}
          <ShellOverlays />
        </main>
      </div>
    </div>
  );
}
