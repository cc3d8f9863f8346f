import { afterPaint, loadedAndPainted } from '@modkit/widgets/ui';

/**
 * How long after the page has loaded and painted the offline part starts when the network is there: its chunks
 * (the queue, the sealed store, the kept reads) and its IndexedDB work stay out of the screen's largest paint,
 * which on a phone often comes after the load event (a screen's data, then its images).
 */
const ONLINE_START_DELAY_MS = 2000;

/**
 * Resolves when the offline part may start: once the page has loaded and painted, then, with the network there,
 * two seconds and the browser's next idle moment later. With no network it starts at once (the device is
 * all there is, and the app goes on to the last screen).
 */
export async function offlinePartMayStart(): Promise<void> {
  await loadedAndPainted();
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  await new Promise((resolve) => setTimeout(resolve, ONLINE_START_DELAY_MS));
  await new Promise<void>((resolve) => afterPaint(resolve));
}
