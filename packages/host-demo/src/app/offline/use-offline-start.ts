import { useEffect, useRef } from 'react';
import { offlinePartMayStart } from './settled';

/**
 * Starts the app's offline part once per page, a while after the page has loaded and its first screen is painted
 * (offline-start.ts, a chunk of its own; settled.ts says when): nothing of it weighs on the screen's paints.
 */
export function useOfflineStart(path: string): void {
  const firstPath = useRef(path);
  useEffect(() => {
    let live = true;
    void offlinePartMayStart()
      .then(() => (live ? import('./offline-start') : null))
      .then((start) => start?.startOffline(firstPath.current))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
}
