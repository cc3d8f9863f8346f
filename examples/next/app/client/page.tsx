// #region client-page
'use client';
// A client component: it asks this site's server for the token, then renders the widgets.
import { LibraryCarousel, type ModkitEventType, PointsBadge } from '@modkit/widgets';
import { useEffect, useState } from 'react';

export default function ClientPage() {
  const [session, setSession] = useState<{ token: string; api: string } | null>(null);
  const [ready, setReady] = useState<string[]>([]);
  useEffect(() => {
    fetch('/modkit-token', { method: 'POST' })
      .then((answer) => answer.json())
      .then(setSession);
  }, []);
  const onEvent = (type: ModkitEventType, detail: unknown) => {
    if (type === 'modkit:ready') setReady((seen) => [...seen, JSON.stringify(detail)]);
    return undefined;
  };
  if (!session) return <p>Signing you in…</p>;
  return (
    <main>
      <h1>Your learning</h1>
      <PointsBadge api={session.api} token={session.token} onEvent={onEvent} />
      <LibraryCarousel api={session.api} token={session.token} source="trending" onEvent={onEvent} />
      <output aria-label="Widgets ready">{ready.length}</output>
    </main>
  );
}
// #endregion client-page
