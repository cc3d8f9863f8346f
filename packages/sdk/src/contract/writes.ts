import { z } from 'zod';
import {
  BATCH_WRITE_UNKNOWN,
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENCY_KEY_PATTERN,
  WRITES_BATCH_LIMIT,
} from '../shared/offline-writes';

/**
 * One write of a batch: what its own request would be (the method, the path under the api's base URL, the
 * JSON body) and its key (that request's `Idempotency-Key`). Only the operations that honour the header can be
 * written in a batch.
 */
export const BatchWrite = z.object({
  key: z.string().regex(IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_MESSAGE),
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE'], BATCH_WRITE_UNKNOWN),
  path: z.string().startsWith('/', BATCH_WRITE_UNKNOWN),
  body: z.unknown().optional(),
});
export type BatchWrite = z.infer<typeof BatchWrite>;

/** POST /writes/batch: the writes in the order they were made (done in that order). */
export const WritesBatchBody = z.object({
  writes: z.array(BatchWrite).min(1).max(WRITES_BATCH_LIMIT),
});
export type WritesBatchBody = z.infer<typeof WritesBatchBody>;

/** A write's own answer: the status and body its own request would have had (a repeated key: the first). */
export const BatchWriteAnswer = z.object({
  key: z.string(),
  status: z.number().int(),
  body: z.unknown(),
});
export type BatchWriteAnswer = z.infer<typeof BatchWriteAnswer>;

/**
 * The answers in the writes' order; a write after one whose answer stops the batch (`stopsBatch`: 401, 408,
 * 409, 425, 429, 5xx) is not done and has none.
 */
export const WritesBatchResponse = z.object({ data: z.array(BatchWriteAnswer) });
export type WritesBatchResponse = z.infer<typeof WritesBatchResponse>;
