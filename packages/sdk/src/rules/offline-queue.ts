/**
 * How writes made on a device wait and are sent (issue 44): each carries a key of its own made on the device
 * (`Idempotency-Key`), which the server answers once; the queue sends them in order, one at a time, and what
 * an answer means for the queue is decided here.
 */
import { IDEMPOTENCY_KEY_MESSAGE, IDEMPOTENCY_KEY_PATTERN } from '../shared/offline-writes';
import type { Message } from './message';

/** The kinds of writes the queue holds. */
const QUEUED_KINDS = [
  'progress',
  'reflection',
  'rating',
  'like',
  'bookmark',
  'unbookmark',
  'comment',
  'project',
] as const;
export type QueuedKind = (typeof QUEUED_KINDS)[number];

/** The header that carries a write's key, and the key's form: 8 to 255 visible ASCII characters. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The message of a malformed key (422 on the header's name): `shared/offline-writes`. */
export { IDEMPOTENCY_KEY_MESSAGE };
/** A key sent again with another request (422): a key names one write. */
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for another request.';
/** A key whose first request is still being answered (409, with Retry-After). */
export const IDEMPOTENCY_KEY_BUSY = 'A request with this Idempotency-Key is still being answered.';
/** How long the server keeps a key and its first answer: at least a day. */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;

/** Whether a value can be an idempotency key. */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);
}

/**
 * What an answer means for a waiting write: `sent` (done: answered, or a removal of what is already gone),
 * `retry` (no answer, the server busy or briefly unavailable: try again later, in order), `signed-out` (the
 * session is over: stop, and keep the writes for that account alone), `refused` (the server will never take
 * it: it leaves the queue and is shown to the learner).
 */
export type SendOutcome = 'sent' | 'retry' | 'signed-out' | 'refused';

export function sendOutcome(status: number | 'network', kind: QueuedKind): SendOutcome {
  if (status === 'network') return 'retry';
  if (status >= 200 && status < 300) return 'sent';
  if (status === 401) return 'signed-out';
  if (status === 404 && kind === 'unbookmark') return 'sent';
  if (status === 408 || status === 409 || status === 425 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}

/** Waits before the next try of a write the server did not take: 1, 2, 4 … s, at most a minute. */
export function retryDelayMs(attempt: number): number {
  const n = Math.max(0, Math.floor(attempt) || 0);
  return Math.min(60_000, 1000 * 2 ** Math.min(n, 6));
}

/** How many waiting writes are sent at once (a browser's connections to one server over HTTP/1.1). */
export const PARALLEL_SENDS = 6;

/**
 * The writes whose order matters, sent one after the other in the order they were made: those of one kind on one
 * module (a rating and a like share one: they are one mark). Writes of two lanes may go side by side: the server's
 * rules make them independent (progress only rises; a mark and an answer carry the device's time).
 */
export function writeLane(kind: QueuedKind, moduleId: number): string {
  const group = kind === 'like' ? 'rating' : kind === 'unbookmark' ? 'bookmark' : kind;
  return `${group}:${moduleId}`;
}

/** A waiting write as the compaction rule sees it; `sending`: its request has left (it may be at the server). */
export interface WaitingWrite {
  kind: QueuedKind;
  moduleId: number;
  sending?: boolean;
}

/**
 * A bookmark removed while its adding still waits: neither is sent (the module was never in My List for the
 * server). An adding already being sent may be done at the server: the removal is kept, to follow it. Answers
 * the index of the waiting add this removal cancels, or -1.
 */
export function cancelledByRemoval(waiting: readonly WaitingWrite[], removal: WaitingWrite): number {
  if (removal.kind !== 'unbookmark') return -1;
  for (let i = waiting.length - 1; i >= 0; i--) {
    const write = waiting[i]!;
    if (write.moduleId !== removal.moduleId) continue;
    if (write.kind === 'bookmark') return write.sending ? -1 : i;
    if (write.kind === 'unbookmark') return -1;
  }
  return -1;
}

/** '3 changes will be sent when you are online' (one: '1 change will be …'). */
export function pendingChangesText(count: number): Message<'offline.pending'> {
  return { id: 'offline.pending', values: { count } };
}
