import type { NewWrite, WriteResult } from '@modkit/sdk/offline';
import type { QueuedKind } from '@modkit/sdk/rules';
import type { WidgetEnv } from './widget-env';

/**
 * A host's queue of writes made offline (issue 44): the standalone app queues every kind; a partner page that
 * opts in (`data-offline` on the loader) queues progress. A widget whose host has none writes at once, as
 * before.
 */
export interface WidgetWrites {
  /** Whether this host queues writes of this kind. */
  handles(kind: QueuedKind): boolean;
  enqueue(write: NewWrite): Promise<WriteResult>;
  /** Opens the queue so that what an earlier visit left is sent (after a widget's first paint). */
  open?(): void;
}

/** A write's outcome as a widget shows it: sent (with the server's answer) or kept on the device. */
export type Written<T> = { status: 'sent'; answer: T } | { status: 'waiting' };

/**
 * Makes a write through the host's queue when it queues this kind, else at once (`direct`). A write the
 * server refuses throws its error, as a direct call does.
 */
export async function write<T>(
  env: WidgetEnv,
  queued: NewWrite,
  direct: () => Promise<T>,
): Promise<Written<T>> {
  if (!env.writes?.handles(queued.kind)) return { status: 'sent', answer: await direct() };
  const result = await env.writes.enqueue(queued);
  if (result.status === 'refused') throw result.error;
  return result.status === 'sent' ? { status: 'sent', answer: result.answer as T } : { status: 'waiting' };
}
