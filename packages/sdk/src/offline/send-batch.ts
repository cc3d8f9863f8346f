import { sendWritesBatch } from '../api/writes-batch';
import { ApiError, type ApiErrorBody } from '../client/api-error';
import type { Client, RequestOptions } from '../client/create-client';
import type { BatchWrite } from '../contract/writes';
import { IDEMPOTENCY_HEADER, sendOutcome, writeLane } from '../rules/offline-queue';
import type { QueuedPayloads, QueuedWrite } from './queued-write';
import type { BookmarkIds } from './send-write';

/** A write of a batch that was not done (the batch stopped before it, or went back to single requests). */
export class NotSent extends Error {
  override readonly name = 'NotSent';
}

/** How a batch went: its writes answered; stopped (one cannot be sent now); or to be sent one by one. */
export type BatchOutcome = 'answered' | 'stopped' | 'single' | 'unsupported';

interface Pending {
  write: BatchWrite;
  resolve: (body: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * A client that sends nothing itself: the request each SDK call makes through it joins the batch, and the call
 * resolves (or fails) with that write's own answer once the batch is answered, as if it had been sent alone.
 * `full` is called once the `expected` calls have all asked.
 */
function batchingClient(base: Client, expected: number, full: (pending: Pending[]) => void): Client {
  const pending: Pending[] = [];
  let asked = 0;
  const request = <T>(method: string, path: string, options: RequestOptions = {}) =>
    new Promise<T>((resolve, reject) => {
      asked++;
      const key = options.headers?.[IDEMPOTENCY_HEADER];
      if (method === 'GET' || !key || options.form) reject(new NotSent('Not a queued write'));
      else {
        const body = options.json === undefined ? {} : { body: options.json };
        pending.push({
          write: { key, method: method as BatchWrite['method'], path, ...body },
          resolve,
          reject,
        } as Pending);
      }
      if (asked === expected) full(pending);
    });
  return { ...base, request };
}

/** Answers each pending write with its own answer (a write with none was not done). */
function answerEach(
  pending: readonly Pending[],
  answers: ReadonlyArray<{ key: string; status: number; body: unknown }>,
) {
  const byKey = new Map(answers.map((answer) => [answer.key, answer]));
  for (const { write, resolve, reject } of pending) {
    const answer = byKey.get(write.key);
    if (!answer) reject(new NotSent('Not done'));
    else if (answer.status >= 200 && answer.status < 300) resolve(answer.body);
    else reject(new ApiError(answer.status, '', (answer.body ?? undefined) as ApiErrorBody | undefined));
  }
}

/**
 * Sends `writes` in one request (`POST /writes/batch`): each through `sendOne` with the batching client, so
 * each write's call is the one it makes alone and its answer means what it means alone. The batch refused
 * whole (404: a server without it; another refusal) leaves its writes for single requests; a batch that got
 * no answer fails its first write as a single request would, and the others wait.
 */
export async function sendBatch(
  client: Client,
  writes: readonly QueuedWrite[],
  sendOne: (write: QueuedWrite, client: Client) => Promise<boolean>,
): Promise<BatchOutcome> {
  let release: (pending: Pending[]) => void = () => undefined;
  const ready = new Promise<Pending[]>((resolve) => {
    release = resolve;
  });
  const batching = batchingClient(client, writes.length, release);
  const sends = writes.map((write) => sendOne(write, batching));
  const pending = await ready;
  let outcome: BatchOutcome = 'answered';
  try {
    answerEach(
      pending,
      pending.length
        ? await sendWritesBatch(
            client,
            pending.map((p) => p.write),
          )
        : [],
    );
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 'network';
    if (status === 404) outcome = 'unsupported';
    else if (sendOutcome(status, 'progress') === 'refused') outcome = 'single';
    for (const [i, p] of pending.entries())
      p.reject(i === 0 && outcome === 'answered' ? error : new NotSent('Not sent'));
  }
  const sent = await Promise.all(sends);
  return outcome === 'answered' && !sent.every(Boolean) ? 'stopped' : outcome;
}

/** Whether a write can go in a batch: its request is known without asking the server first. */
function batchable(write: QueuedWrite, bookmarks: BookmarkIds): boolean {
  // A project's files go as a form, which a batch (JSON) does not carry.
  if (write.kind === 'project') return false;
  if (write.kind !== 'unbookmark') return true;
  return (
    (write.payload as QueuedPayloads['unbookmark']).bookmarkId !== undefined || bookmarks.has(write.moduleId)
  );
}

/**
 * The waiting writes a batch can carry: in each lane (`writeLane`) those before the first that cannot (a
 * bookmark's removal whose id the device learns from an answer, a project's submission with its files); the
 * others, after them, go one by one.
 */
export function forBatches(
  writes: readonly QueuedWrite[],
  bookmarks: BookmarkIds,
): { batched: QueuedWrite[]; single: QueuedWrite[] } {
  const held = new Set<string>();
  const batched: QueuedWrite[] = [];
  const single: QueuedWrite[] = [];
  for (const write of writes) {
    const lane = writeLane(write.kind, write.moduleId);
    if (!held.has(lane) && batchable(write, bookmarks)) batched.push(write);
    else {
      held.add(lane);
      single.push(write);
    }
  }
  return { batched, single };
}

/** About how many bytes a write takes in a batch. */
export const batchBytes = (write: QueuedWrite): number => JSON.stringify(write.payload).length + 160;
