import type { RequestOptions } from '../client/create-client';
import { IDEMPOTENCY_HEADER } from '../rules/offline-queue';

/**
 * What a write may carry besides its body (issue 44): the key made on the device for this one write (sent as
 * `Idempotency-Key`: the server answers a repeat with its first answer and never does it twice) and, for a
 * rating, a like or a reflection answer, the device's time of the action (ISO 8601: the one made last wins).
 */
export interface WriteOptions {
  idempotencyKey?: string;
  actedAt?: string;
  signal?: AbortSignal;
}

/** The request options of a write: its key as a header, its signal. */
export function writeRequest(options: WriteOptions | undefined, json?: unknown): RequestOptions {
  return {
    ...(json !== undefined ? { json } : {}),
    ...(options?.idempotencyKey ? { headers: { [IDEMPOTENCY_HEADER]: options.idempotencyKey } } : {}),
    ...(options?.signal ? { signal: options.signal } : {}),
  };
}

/** The device's time of the action as a body field, when there is one. */
export const actedAt = (options: WriteOptions | undefined): { acted_at?: string } =>
  options?.actedAt ? { acted_at: options.actedAt } : {};
