import { useSyncExternalStore } from 'react';

/**
 * The modules this device keeps for reading offline (issue 44), as the standalone app tells it: their cards say
 * 'Available offline'. Empty elsewhere (a partner page keeps no module).
 */
let kept: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();

/** The host's list of kept modules (it calls it again when one is kept or removed). */
export function setKeptOffline(moduleIds: Iterable<number>): void {
  kept = new Set(moduleIds);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether the module is kept on this device (false for no module). */
export function useKeptOffline(moduleId: number | undefined): boolean {
  return useSyncExternalStore(
    subscribe,
    () => moduleId !== undefined && kept.has(moduleId),
    () => false,
  );
}
