// #region app
// The custom elements in React 19's JSX, typed by @modkit/widgets/jsx: attributes and modkit:* events.

import { loadWidgets, type ReadyDetail } from '@modkit/widgets/elements';
import type {} from '@modkit/widgets/jsx';
import { useEffect, useState } from 'react';

export function App() {
  const [session, setSession] = useState<{ token: string; modkit_url: string } | null>(null);
  const [ready, setReady] = useState<ReadyDetail[]>([]);
  useEffect(() => {
    fetch('/modkit-token', { method: 'POST' })
      .then((answer) => answer.json())
      .then((answer: { token: string; modkit_url: string }) => {
        setSession(answer);
        return loadWidgets(answer.modkit_url); // the custom elements, from modkit's script-tag loader
      });
  }, []);
  if (!session) return <p>Signing you in…</p>;
  return (
    <main>
      <h1>Your learning</h1>
      <modkit-points-badge
        token={session.token}
        onmodkit:ready={(event) => setReady((seen) => [...seen, event.detail])}
      />
      <modkit-library-carousel
        source="trending"
        token={session.token}
        onmodkit:ready={(event) => setReady((seen) => [...seen, event.detail])}
      />
      <output aria-label="Widgets ready">{ready.length}</output>
    </main>
  );
}
// #endregion app
