import type { QueueState } from '@modkit/sdk/offline';

/**
 * What the learner is told of the writes waiting on the device (the shell's line), set by the queue once it is
 * loaded (app-queue.ts): nothing is loaded to show that nothing waits.
 */
let state: QueueState = { waiting: 0, sentAt: null, refused: [], signedOut: false };
const listeners = new Set<() => void>();

export const queueState = {
  get: (): QueueState => state,
  set(next: QueueState): void {
    state = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
