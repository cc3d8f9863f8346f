/**
 * The offline queue's tests' harness: a fake server on a fake fetch, a queue on it with a hand-moved clock and
 * timers, and the answers and writes the tests use.
 */
import { createClient } from '../src/client/create-client';
import {
  createWriteQueue,
  memoryQueueStore,
  type QueueStore,
  type WriteQueueOptions,
} from '../src/offline/index';
import { stopsBatch } from '../src/rules/offline-batch';

/** One request as the fake server saw it. */
interface Seen {
  method: string;
  path: string;
  key: string | null;
  body: unknown;
}

type Reply = { status: number; body?: unknown } | 'network';

/**
 * A server on a fake fetch: `answer` decides each write's fate (a status and body, or `'network'` for no
 * answer at all), whether it comes alone or in a batch (`POST /writes/batch`: each write of it answered by
 * `answer`, in order, until one that stops the batch; with `batches: false`, an older server: 404). It records
 * each write it was sent (`seen`) and each request (`requests`).
 */
export function fakeServer(answer: (seen: Seen) => Reply, { batches = false } = {}) {
  const seen: Seen[] = [];
  const requests: string[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const batch = (writes: Array<{ key: string; method: string; path: string; body?: unknown }>) => {
    const data: Array<{ key: string; status: number; body: unknown }> = [];
    for (const write of writes) {
      const one: Seen = { method: write.method, path: write.path, key: write.key, body: write.body ?? null };
      seen.push(one);
      const reply = answer(one);
      if (reply === 'network') throw new TypeError('Failed to fetch');
      data.push({ key: write.key, status: reply.status, body: reply.body ?? { data: {} } });
      if (stopsBatch(reply.status)) break;
    }
    return json(200, { data });
  };
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const path = url.pathname.replace(/^\/api/, '') + url.search;
    requests.push(path);
    if (path === '/writes/batch')
      return batches ? batch(JSON.parse(text).writes) : json(404, { message: 'No route', error: {} });
    const one: Seen = {
      method: request.method,
      path,
      key: request.headers.get('idempotency-key'),
      body: !text ? null : request.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
    };
    seen.push(one);
    const reply = answer(one);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return json(reply.status, reply.body ?? { data: {} });
  }) as typeof globalThis.fetch;
  return { seen, requests, fetch };
}

/**
 * The first request reaches the server (`atServer` resolves), whose answer comes back only once `answer()` is
 * called: a write being sent while the test acts.
 */
export function holdFirstAnswer(server: ReturnType<typeof fakeServer>) {
  let arrived: () => void = () => undefined;
  let answer: () => void = () => undefined;
  const atServer = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const direct = server.fetch;
  let first = true;
  server.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const reply = direct(input, init);
    if (first) {
      first = false;
      arrived();
      await answered;
    }
    return reply;
  }) as typeof globalThis.fetch;
  return { atServer, answer: () => answer() };
}

/** A queue on the fake server with a clock and timers the test moves by hand. */
export function queueOn(server: ReturnType<typeof fakeServer>, store: QueueStore = memoryQueueStore()) {
  const timers: Array<() => void> = [];
  let clock = Date.parse('2026-12-08T10:00:00.000Z');
  let keys = 0;
  const options: WriteQueueOptions = {
    client: createClient({ baseURL: 'http://modkit.test/api', token: 't', fetch: server.fetch }),
    store,
    batches: true,
    now: () => clock++,
    newKey: () => `key-0000-${++keys}`,
    setTimer: (run) => timers.push(run),
    clearTimer: () => {},
  };
  return { queue: createWriteQueue(options), store, timers };
}

export const ok = (body: unknown = { data: {} }) => ({ status: 200, body });
export const progress = (pct: number) =>
  ({ kind: 'progress', moduleId: 4, payload: { completed_percentage: pct, completed_tab: 1 } }) as const;
