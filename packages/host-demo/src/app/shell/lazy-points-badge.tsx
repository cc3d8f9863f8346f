import type { Client } from '@modkit/sdk';
import { loadedAndPainted } from '@modkit/widgets/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { onWidgetEvent } from '../widget-events';

// The widgets package loads with the first page that needs it, never with the app's entry.
const PointsBadge = lazy(() =>
  import('@modkit/widgets/points-badge').then((m) => ({ default: m.PointsBadge })),
);

/**
 * The header's points badge widget (students only), loaded once the page has loaded and painted (its code and its read
 * would share the network with the screen's), in a box of its width from the first frame: the header's other
 * buttons stay where they are when it arrives.
 */
export function LazyPointsBadge({ client }: { client: Client }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let live = true;
    void loadedAndPainted().then(() => live && setShown(true));
    return () => {
      live = false;
    };
  }, []);
  return (
    <span className="header__points">
      {shown ? (
        <Suspense fallback={null}>
          <PointsBadge client={client} onEvent={onWidgetEvent} />
        </Suspense>
      ) : null}
    </span>
  );
}
