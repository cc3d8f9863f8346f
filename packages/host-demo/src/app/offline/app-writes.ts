import type { WidgetWrites } from '@modkit/widgets';

/**
 * The app's queue of writes made offline as its widgets see it (issue 44): every kind goes through it. Its code
 * (the SDK's queue, the device's store) is a chunk of its own, never on a screen's way to its first paint:
 * `open` loads it once the screen that writes has painted (useWritesReady), so a write made at once is not left
 * waiting for the chunk (a learner who moved on meanwhile lost it).
 */
export const appWrites: WidgetWrites = {
  handles: () => true,
  enqueue: async (write) => (await import('./app-queue')).enqueue(write),
  open: () => void import('./app-queue').catch(() => undefined),
};
