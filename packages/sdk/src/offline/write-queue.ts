import { ApiError } from '../client/api-error';
import type { Client } from '../client/create-client';
import { batchSizes } from '../rules/offline-batch';
import { commentParent } from '../rules/offline-conflicts';
import {
  cancelledByRemoval,
  PARALLEL_SENDS,
  retryDelayMs,
  sendOutcome,
  writeLane,
} from '../rules/offline-queue';
import type { NewWrite, QueuedPayloads, QueuedWrite, QueueStore } from './queued-write';
import { batchBytes, forBatches, NotSent, sendBatch } from './send-batch';
import { type BookmarkIds, sendWrite } from './send-write';

/** What became of a write the learner just made. */
export type WriteResult =
  | { status: 'sent'; answer: unknown }
  /** Kept on the device: it is sent when the server can be reached. */
  | { status: 'waiting' }
  | { status: 'refused'; error: unknown };

/** What the learner is told of the queue. */
export interface QueueState {
  /** Writes kept on the device, not sent yet. */
  waiting: number;
  /**
   * When a write that had waited (not sent at once: no network, the server busy, or left by an earlier visit)
   * last reached the server (ISO 8601); null before any.
   */
  sentAt: string | null;
  /** Writes the server refused: they left the queue (the learner is told). */
  refused: Array<{ kind: QueuedWrite['kind']; moduleId: number; message: string }>;
  /** The session ended: nothing is sent until this account signs in again. */
  signedOut: boolean;
}

export interface WriteQueueOptions {
  client: Client;
  /** One account's writes. */
  store: QueueStore;
  now?: () => number;
  /** A new write's key (a UUID by default). */
  newKey?: () => string;
  /**
   * Sends what waits in batches (`POST /writes/batch`, falling back to single requests on a server without it);
   * off by default (a partner page's queue sends one by one).
   */
  batches?: boolean;
  /** Runs a flush alone among the pages and workers that share the store (the browser's Web Locks). */
  lock?: <T>(run: () => Promise<T>) => Promise<T>;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface WriteQueue {
  /** Keeps a write and sends it (after those before it); resolves once it is sent, kept or refused. */
  enqueue(write: NewWrite): Promise<WriteResult>;
  /** Sends what waits, in order, until one cannot be sent now. */
  flush(): Promise<void>;
  state(): QueueState;
  subscribe(listener: (state: QueueState) => void): () => void;
  /** Ends the retry timer (sign-out, a page leaving). */
  stop(): void;
}

/** A reply refused because its comment was deleted meanwhile (the field error on `parent_id`). */
const replyOrphaned = (write: QueuedWrite, error: unknown) =>
  write.kind === 'comment' &&
  (write.payload as QueuedPayloads['comment']).parent_id !== undefined &&
  error instanceof ApiError &&
  error.status === 422 &&
  'parent_id' in error.fieldErrors;

/** A queue's working parts, shared by its steps. */
interface Parts {
  client: Client;
  store: QueueStore;
  now: () => number;
  bookmarks: BookmarkIds;
  /** The writes whose request has left (they may be done at the server whatever comes next). */
  sending: Set<string>;
  /** The writes a removal cancelled after a send had listed them: not to be sent. */
  cancelled: Set<string>;
  /** No batches: the queue's choice, or a server without the operation (it answered 404): one by one. */
  batches: { unsupported: boolean };
  state: () => QueueState;
  publish(change: Partial<QueueState>): void;
  settle(id: string, result: WriteResult): void;
  /** Whether the action that made the write still waits for its outcome (it is being sent at once). */
  awaited(id: string): boolean;
  /** The write's waiter now waits for another write (the same action under another key). */
  handOver(from: string, to: string): void;
  retryLater(attempts: number): void;
  /** A try failed and the next waits for its time (the server cannot be reached now). */
  backingOff(): boolean;
  /** The server answered: no more waiting for a retry's time. */
  answered(): void;
  /**
   * The writes still waiting for their outcome are told they wait on the device: those of `only` (a send's
   * list: a write made while it ran is sent by the next), or every one.
   */
  settleWaiting(only?: ReadonlySet<string>): void;
}

/** The reply whose comment is gone, posted under the module instead (a comment is never lost). */
async function postedUnderModule(parts: Parts, write: QueuedWrite): Promise<QueuedWrite> {
  const payload = write.payload as QueuedPayloads['comment'];
  const parent = commentParent(payload.parent_id, true);
  const moved: QueuedWrite = {
    ...write,
    id: `${write.id}.t`,
    payload: { message: payload.message, ...(parent === null ? {} : { parent_id: parent }) },
  };
  await parts.store.put(moved);
  await parts.store.remove(write.id);
  parts.handOver(write.id, moved.id);
  return moved;
}

/**
 * Sends one write (alone, or in a batch through its batching client) and acts on its answer; true when the
 * next may follow.
 */
async function sendOne(parts: Parts, write: QueuedWrite, client: Client = parts.client): Promise<boolean> {
  let answer: unknown;
  let error: unknown = null;
  parts.sending.add(write.id);
  try {
    answer = await sendWrite(client, write, parts.bookmarks);
  } catch (caught) {
    error = caught;
  } finally {
    parts.sending.delete(write.id);
  }
  // Not done in its batch: it waits, in its place, its tries not counted.
  if (error instanceof NotSent) return false;
  if (error !== null && replyOrphaned(write, error))
    return sendOne(parts, await postedUnderModule(parts, write));
  const status = error === null ? 200 : error instanceof ApiError ? error.status : 'network';
  const outcome = sendOutcome(status, write.kind);
  if (outcome === 'sent' || outcome === 'refused') {
    parts.answered();
    const waited = write.attempts > 0 || !parts.awaited(write.id);
    await parts.store.remove(write.id);
    parts.publish({ waiting: Math.max(0, parts.state().waiting - 1) });
    if (outcome === 'sent') {
      if (waited) parts.publish({ sentAt: new Date(parts.now()).toISOString() });
    } else {
      const message = error instanceof Error ? error.message : String(error);
      parts.publish({
        refused: [...parts.state().refused, { kind: write.kind, moduleId: write.moduleId, message }],
      });
    }
    parts.settle(write.id, outcome === 'sent' ? { status: 'sent', answer } : { status: 'refused', error });
    return true;
  }
  if (outcome === 'signed-out') parts.publish({ signedOut: true });
  else {
    const attempts = write.attempts + 1;
    await parts.store.put({ ...write, attempts });
    parts.retryLater(attempts);
  }
  return false;
}

/**
 * The writes listed to send that no removal cancelled since (`keep`); checked at once before they are sent, so
 * that a removal made meanwhile either cancels a write or finds it being sent.
 */
function stillToSend(parts: Parts, writes: readonly QueuedWrite[]): QueuedWrite[] {
  return writes.filter((write) => !parts.cancelled.delete(write.id));
}

/** The waiting writes in lanes (`writeLane`), each lane in the order its writes were made. */
function lanes(writes: readonly QueuedWrite[]): QueuedWrite[][] {
  const byLane = new Map<string, QueuedWrite[]>();
  for (const write of writes) {
    const lane = writeLane(write.kind, write.moduleId);
    byLane.set(lane, [...(byLane.get(lane) ?? []), write]);
  }
  return [...byLane.values()];
}

/**
 * Sends the waiting writes a batch can carry (`forBatches`) in batches (`batchSizes`), one after the other;
 * answers the writes left to send one by one, or null when a write cannot be sent now (everything stops).
 * Fewer than two writes, or a server without the batch operation: all are left to send one by one.
 */
async function sendBatches(parts: Parts, writes: QueuedWrite[]): Promise<QueuedWrite[] | null> {
  if (parts.batches.unsupported) return writes;
  const { batched, single } = forBatches(writes, parts.bookmarks);
  if (batched.length < 2) return writes;
  let at = 0;
  for (const size of batchSizes(batched.map(batchBytes))) {
    const batch = stillToSend(parts, batched.slice(at, at + size));
    at += size;
    if (batch.length === 0) continue;
    const outcome = await sendBatch(parts.client, batch, (write, client) => sendOne(parts, write, client));
    if (outcome === 'stopped') return null;
    if (outcome === 'unsupported') parts.batches.unsupported = true;
    if (outcome !== 'answered') {
      const left = new Set([...batch, ...batched.slice(at), ...single]);
      return writes.filter((write) => left.has(write));
    }
  }
  return single;
}

/**
 * Sends what waits until one cannot be sent now (then everything stops until the next try): first in batches
 * (`sendBatches`), then what is left lane by lane, the lanes side by side, `PARALLEL_SENDS` at a time, each
 * lane's writes one after the other. The writes left are told they wait.
 */
async function sendWaiting(parts: Parts): Promise<void> {
  const writes = await parts.store.list();
  parts.publish({ waiting: writes.length });
  if (writes.length === 0) parts.answered();
  let stopped = parts.state().signedOut;
  const left = stopped ? [] : await sendBatches(parts, writes);
  if (left === null) stopped = true;
  const pending = lanes(left ?? []);
  const sender = async () => {
    for (let lane = pending.shift(); lane && !stopped; lane = pending.shift()) {
      for (const write of lane) {
        if (stopped) return;
        if (stillToSend(parts, [write]).length === 0) continue;
        if (!(await sendOne(parts, write))) stopped = true;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_SENDS, pending.length) }, sender));
  parts.settleWaiting(new Set(writes.map((write) => write.id)));
  parts.publish({ waiting: await parts.store.count() });
}

let lastSeq = 0;

/**
 * Keeps a new write (or, a bookmark's removal, cancels its waiting adding); the write kept, or null when
 * cancelled. Its place follows the device's clock (and every write this page made before it).
 */
async function keep(parts: Parts, input: NewWrite, newKey: () => string): Promise<QueuedWrite | null> {
  if (input.kind === 'unbookmark') {
    const writes = await parts.store.list();
    const waiting = writes.map((write) => ({ ...write, sending: parts.sending.has(write.id) }));
    const cancelled = cancelledByRemoval(waiting, input);
    if (cancelled >= 0) {
      parts.cancelled.add(writes[cancelled]!.id);
      await parts.store.remove(writes[cancelled]!.id);
      parts.publish({ waiting: writes.length - 1 });
      return null;
    }
  }
  const now = parts.now();
  lastSeq = Math.max(now, lastSeq + 1);
  const write = {
    ...input,
    id: newKey(),
    seq: lastSeq,
    at: new Date(now).toISOString(),
    attempts: 0,
  } as QueuedWrite;
  await parts.store.put(write);
  parts.publish({ waiting: await parts.store.count() });
  return write;
}

/** The queue's state and the promises of the writes that wait for their outcome. */
function queueParts(options: WriteQueueOptions, flush: () => Promise<void>) {
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const waiters = new Map<string, (result: WriteResult) => void>();
  const listeners = new Set<(state: QueueState) => void>();
  let state: QueueState = { waiting: 0, sentAt: null, refused: [], signedOut: false };
  let timer: unknown = null;
  const stop = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const parts: Parts = {
    client: options.client,
    store: options.store,
    now: options.now ?? Date.now,
    bookmarks: new Map(),
    sending: new Set(),
    cancelled: new Set(),
    batches: { unsupported: options.batches !== true },
    state: () => state,
    publish(change) {
      state = { ...state, ...change };
      for (const listener of listeners) listener(state);
    },
    settle(id, result) {
      waiters.get(id)?.(result);
      waiters.delete(id);
    },
    awaited: (id) => waiters.has(id),
    handOver(from, to) {
      const waiter = waiters.get(from);
      waiters.delete(from);
      if (waiter) waiters.set(to, waiter);
    },
    backingOff: () => timer !== null,
    answered: stop,
    settleWaiting(only) {
      for (const [id, waiter] of [...waiters]) {
        // A reply posted under its module took the key `<key>.t` during the send that listed `<key>`.
        if (only && !only.has(id) && !only.has(id.replace(/\.t$/, ''))) continue;
        waiters.delete(id);
        waiter({ status: 'waiting' });
      }
    },
    retryLater(attempts) {
      stop();
      timer = setTimer(
        () => {
          timer = null;
          void flush();
        },
        retryDelayMs(attempts - 1),
      );
    },
  };
  return { parts, waiters, listeners, stop };
}

/**
 * The durable queue of writes made on a device (issue 44), headless: writes are kept in `store` with a key
 * each, sent in the order they were made within their lane (`writeLane`: one kind on one module), lanes side
 * by side, at once when the server answers, else after a wait that grows (`retryDelayMs`); what an answer
 * means is the rule `sendOutcome`. A repeat is harmless: the server answers a key it has seen with its first
 * answer. A reply whose comment was deleted meanwhile is
 * posted under the module (`commentParent`, with a key of its own). The caller flushes when the network
 * comes back and at start.
 */
export function createWriteQueue(options: WriteQueueOptions): WriteQueue {
  const newKey = options.newKey ?? (() => crypto.randomUUID());
  const lock = options.lock ?? ((run) => run());
  let running: Promise<void> | null = null;
  let again = false;
  const flush = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await lock(() => sendWaiting(parts));
        } while (again && !parts.state().signedOut);
        // No send follows: a write made during the last one waits on the device.
        parts.settleWaiting();
      } finally {
        // Here, not in a `.finally()` after it: a flush asked for between the two would be lost.
        running = null;
      }
    })();
    return running;
  };
  const { parts, waiters, listeners, stop } = queueParts(options, flush);
  return {
    async enqueue(input) {
      const write = await keep(parts, input, newKey);
      if (!write) return { status: 'sent', answer: null };
      // The server could not be reached a moment ago: the write waits for the next try (its timer, the network
      // back), not one try of its own per write.
      if (parts.backingOff()) return { status: 'waiting' };
      const result = new Promise<WriteResult>((resolve) => waiters.set(write.id, resolve));
      void flush();
      return result;
    },
    flush,
    state: () => parts.state(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop,
  };
}
