import { loadedAndPainted } from '@modkit/widgets/ui';
import { useEffect, useRef } from 'react';

/**
 * Starts the app's offline part once per page, after the page has loaded and its first screen is painted
 * (offline-start.ts, a chunk of its own): nothing of it weighs on the first paint.
 */
export function useOfflineStart(path: string): void {
  const firstPath = useRef(path);
  useEffect(() => {
    let live = true;
    void loadedAndPainted()
      .then(() => (live ? import('./offline-start') : null))
      .then((start) => start?.startOffline(firstPath.current))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
}
