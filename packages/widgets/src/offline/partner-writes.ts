import type { WidgetWrites } from '../runtime/writes';

/**
 * The writes a partner page queues when its loader says `data-offline` (issue 44): progress only. The queue's
 * code (the SDK's queue and the IndexedDB store) is a chunk of its own, loaded after the widget's first paint
 * (to send what an earlier visit left) or with the first write.
 */
export function partnerWrites(api: string, token: () => string | undefined): WidgetWrites {
  const queue = () => import('./partner-queue').then(({ partnerQueue }) => partnerQueue(api, token));
  return {
    handles: (kind) => kind === 'progress',
    async enqueue(write) {
      const opened = await queue();
      return opened ? opened.enqueue(write) : { status: 'refused', error: new Error('Unauthorized') };
    },
    open: () => void queue(),
  };
}
