import type { Client } from '../client/create-client';
import type { BatchWrite, BatchWriteAnswer, WritesBatchResponse } from '../contract/writes';
import { requestData } from './requests';

/**
 * Sends many writes in one request (POST /writes/batch), each with its own key; resolves to their answers in
 * order, each the status and body its own request would have had. A write after one that stops the batch
 * (`stopsBatch`) has no answer: it was not done. A server without the operation answers 404.
 */
export async function sendWritesBatch(
  client: Client,
  writes: readonly BatchWrite[],
): Promise<BatchWriteAnswer[]> {
  // The path written here as every call's is: a constant shared with the queue's modules put the app's
  // common chunk behind the offline queue's chunk (and the sealed store's), on every screen's first paint.
  return requestData<WritesBatchResponse>(client, 'POST', '/writes/batch', { json: { writes } });
}
