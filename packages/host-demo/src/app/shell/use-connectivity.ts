import { OFFLINE_POLL_MS, OFFLINE_TIMEOUT_MS } from '@modkit/sdk/rules';
import { useEffect, useState } from 'react';

/**
 * Whether the app can reach its server (part 1 §2.12, §9): the api's health address is asked every 20 s
 * with a 10 s time-out (our own server, never an outside address), and at once when the browser says it
 * is back online; the browser's offline event counts at once. Any answer, even an error status, means
 * the network is there. The first ask waits a few seconds: the page has just come from that server, and on a
 * phone's few connections the ask would queue with the first screen's code and reads.
 */
const FIRST_CHECK_DELAY_MS = 3000;

export function useConnectivity(healthUrl: string): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    let live = true;
    const set = (value: boolean) => {
      if (live) setOnline(value);
    };
    const check = async () => {
      if (!navigator.onLine) return set(false);
      try {
        await fetch(healthUrl, { cache: 'no-store', signal: AbortSignal.timeout(OFFLINE_TIMEOUT_MS) });
        set(true);
      } catch {
        set(false);
      }
    };
    const onOffline = () => set(false);
    const onOnline = () => void check();
    const first = window.setTimeout(check, FIRST_CHECK_DELAY_MS);
    const timer = window.setInterval(check, OFFLINE_POLL_MS);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      live = false;
      window.clearTimeout(first);
      window.clearInterval(timer);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [healthUrl]);
  return online;
}
