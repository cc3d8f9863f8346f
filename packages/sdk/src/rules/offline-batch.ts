/**
 * Many waiting writes in one request (issue 44): `POST /writes/batch` carries the writes of a queue, each with
 * its own key, and answers each with its own status and body. On a slow network the time of a request, not
 * its size, is what a queue waits for: fifty writes in fifty requests are fifty round trips, in one request
 * one.
 */
import { BATCH_WRITE_UNKNOWN } from '../shared/offline-writes';
import { sendOutcome } from './offline-queue';

/** The most writes a queue puts in one batch, and about how many bytes of them (the server takes 1 MB). */
export const BATCH_MAX_WRITES = 50;
export const BATCH_MAX_BYTES = 256 * 1024;
/** A write the batch names that no idempotent operation serves: `shared/offline-writes`. */
export { BATCH_WRITE_UNKNOWN };

/**
 * Whether the answer of a write in a batch stops the batch (the writes after it are not done, and not
 * answered): an answer its queue would try again later, in order (no answer kept, the server busy or
 * unavailable), or a session that ended. A write refused for good does not stop the others.
 */
export function stopsBatch(status: number): boolean {
  const outcome = sendOutcome(status, 'progress');
  return outcome === 'retry' || outcome === 'signed-out';
}

/**
 * The writes cut into batches, in their order: at most `maxWrites` a batch and, past its first write, about
 * `maxBytes` of them (`sizes`: each write's size in bytes). Answers each batch's number of writes.
 */
export function batchSizes(
  sizes: readonly number[],
  maxWrites: number = BATCH_MAX_WRITES,
  maxBytes: number = BATCH_MAX_BYTES,
): number[] {
  const batches: number[] = [];
  let count = 0;
  let bytes = 0;
  for (const size of sizes) {
    if (count > 0 && (count >= maxWrites || bytes + size > maxBytes)) {
      batches.push(count);
      count = 0;
      bytes = 0;
    }
    count++;
    bytes += size;
  }
  if (count > 0) batches.push(count);
  return batches;
}
