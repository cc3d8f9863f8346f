/** The part of the Web Locks API a flush uses (pages and workers alike). */
interface Locks {
  request<T>(name: string, run: () => Promise<T>): Promise<T>;
}

/**
 * Runs one flush of an account's queue at a time among the pages and workers of this origin (Web Locks), so
 * two tabs (or a tab and the service worker) never send the same waiting write side by side; where the
 * browser has no Web Locks, a flush runs as it is (a repeat is answered by its key anyway).
 */
export function webLock(name: string): <T>(run: () => Promise<T>) => Promise<T> {
  return <T>(run: () => Promise<T>) => {
    const locks = (globalThis.navigator as { locks?: Locks } | undefined)?.locks;
    return locks ? locks.request(name, run) : run();
  };
}
