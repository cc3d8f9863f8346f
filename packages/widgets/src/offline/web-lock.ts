/**
 * Runs one flush of an account's queue at a time among the pages and workers of this origin (Web Locks), so
 * two tabs (or a tab and the service worker) never send the same waiting write side by side; where the
 * browser has no Web Locks, a flush runs as it is (a repeat is answered by its key anyway).
 */
export function webLock(name: string): <T>(run: () => Promise<T>) => Promise<T> {
  return (run) => {
    const locks = (globalThis.navigator as Navigator | undefined)?.locks;
    return locks ? (locks.request(name, run) as Promise<Awaited<ReturnType<typeof run>>>) : run();
  };
}
