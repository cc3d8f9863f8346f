import { afterPaint } from '@modkit/widgets/ui';
import { useEffect } from 'react';
import { appWrites } from './app-writes';

/** Loads the app's write queue once the screen has painted (at the browser's first idle moment, 1 s at most). */
export function useWritesReady(): void {
  useEffect(() => afterPaint(() => appWrites.open?.()), []);
}
