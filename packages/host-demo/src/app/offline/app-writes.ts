import type { WidgetWrites } from '@modkit/widgets';

/**
 * The app's queue of writes made offline as its widgets see it (issue 44): every kind goes through it. Its code
 * (the SDK's queue, the device's store) is a chunk of its own, loaded with the first write.
 */
export const appWrites: WidgetWrites = {
  handles: () => true,
  enqueue: async (write) => (await import('./app-queue')).enqueue(write),
};
