import { syncActivity } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { type ReactNode, useEffect, useState } from 'react';
import { Header } from './header';
import { Sidebar } from './sidebar';
import './shell.css';

/**
 * The signed-in layout (part 1 §2.14–2.15): header, sidebar (behind the menu button under 767 px) and
 * the page in `<main>`. Each path change runs the activity sync of part 1 §4.
 */
export function AppShell({ path, children }: { path: string; children: ReactNode }) {
  const client = useClient();
  const [menuOpen, setMenuOpen] = useState(false);
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
      <Header menuOpen={menuOpen} onMenu={() => setMenuOpen((open) => !open)} />
      <div className="shell__body">
        <Sidebar id="sidebar" open={menuOpen} path={path} />
        <main id="main" className="shell__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
