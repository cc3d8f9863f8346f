/**
 * @modkit/sdk/offline — the durable queue of writes made on a device (issue 44), headless: what a learner does
 * offline is kept with a key of its own and sent once, in order, when the server can be reached. The storage
 * (IndexedDB on a device) and the triggers (the network back, a start, background sync) are the host's.
 */
export type { NewWrite, QueuedPayloads, QueuedWrite, QueueStore } from './queued-write';
export { memoryQueueStore } from './queued-write';
export { sendWrite } from './send-write';
export type { QueueState, WriteQueue, WriteQueueOptions, WriteResult } from './write-queue';
export { createWriteQueue } from './write-queue';
