import type { Client } from '@modkit/sdk';
import { lazy, Suspense } from 'react';
import { onWidgetEvent } from '../widget-events';

// The widgets package loads with the first page that needs it, never with the app's entry.
const PointsBadge = lazy(() =>
  import('@modkit/widgets/points-badge').then((m) => ({ default: m.PointsBadge })),
);

/**
 * The header's points badge widget (students only), loaded on demand, in a box of its width from the first
 * frame: the header's other buttons stay where they are when it arrives.
 */
export function LazyPointsBadge({ client }: { client: Client }) {
  return (
    <span className="header__points">
      <Suspense fallback={null}>
        <PointsBadge client={client} onEvent={onWidgetEvent} />
      </Suspense>
    </span>
  );
}
