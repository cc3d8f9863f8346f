import { describe, expect, it } from 'vitest';
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
function fakeServer(answer: (seen: Seen) => Reply, { batches = false } = {}) {
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
function holdFirstAnswer(server: ReturnType<typeof fakeServer>) {
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
function queueOn(server: ReturnType<typeof fakeServer>, store: QueueStore = memoryQueueStore()) {
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

const ok = (body: unknown = { data: {} }) => ({ status: 200, body });
const progress = (pct: number) =>
  ({ kind: 'progress', moduleId: 4, payload: { completed_percentage: pct, completed_tab: 1 } }) as const;

describe('the offline write queue', () => {
  it('sends a write at once when the server answers, with its key and time, and keeps nothing', async () => {
    const server = fakeServer(() => ok({ data: { module_id: 4, score: 10 } }));
    const { queue, store } = queueOn(server);
    const result = await queue.enqueue({ kind: 'rating', moduleId: 4, payload: { score: 10 } });
    expect(result).toEqual({ status: 'sent', answer: { module_id: 4, score: 10 } });
    expect(server.seen).toEqual([
      {
        method: 'POST',
        path: '/modules/4/rating',
        key: 'key-0000-1',
        body: { module_id: 4, score: 10, acted_at: '2026-12-08T10:00:00.000Z' },
      },
    ]);
    expect(await store.list()).toEqual([]);
    // Sent at once: nothing waited, so nothing is told as 'sent at'.
    expect(queue.state()).toMatchObject({ waiting: 0, sentAt: null });
  });

  it('keeps writes while the network is down and sends them in order, once each, when it is back', async () => {
    let online = false;
    const server = fakeServer(() => (online ? ok({ data: {}, meta: { points_awarded: 0 } }) : 'network'));
    const { queue, store, timers } = queueOn(server);
    expect(await queue.enqueue(progress(33))).toEqual({ status: 'waiting' });
    expect(await queue.enqueue({ kind: 'like', moduleId: 4, payload: { liked: true } })).toEqual({
      status: 'waiting',
    });
    expect(queue.state().waiting).toBe(2);
    // The second waits for the first's next try: one try, not one per write.
    expect((await store.list()).map((w) => [w.kind, w.attempts])).toEqual([
      ['progress', 1],
      ['like', 0],
    ]);
    expect(timers.length).toBeGreaterThan(0);
    online = true;
    server.seen.length = 0;
    timers.shift()!();
    await queue.flush();
    expect(server.seen.map((s) => [s.method, s.path, s.key])).toEqual([
      ['PATCH', '/modules/my-modules/4/completed_percentage', 'key-0000-1'],
      ['POST', '/modules/4/like', 'key-0000-2'],
    ]);
    expect(server.seen[1]!.body).toEqual({ liked: true, acted_at: expect.any(String) });
    expect(await store.list()).toEqual([]);
    expect(queue.state()).toMatchObject({ waiting: 0, sentAt: expect.any(String) });
  });

  it('a queue opened later (a new start) sends what an earlier one kept', async () => {
    const store = memoryQueueStore();
    const offline = queueOn(
      fakeServer(() => 'network'),
      store,
    );
    await offline.queue.enqueue({ kind: 'comment', moduleId: 4, payload: { message: 'From the bus' } });
    const server = fakeServer(() => ({ status: 201, body: { data: { id: 9 } } }));
    const later = queueOn(server, store);
    await later.queue.flush();
    expect(server.seen.map((s) => [s.path, s.key, s.body])).toEqual([
      ['/comments', 'key-0000-1', { module_id: 4, message: 'From the bus' }],
    ]);
    expect(await store.list()).toEqual([]);
  });

  it('retries a busy or unavailable server and stops at a signed-out session, keeping its writes', async () => {
    const statuses = [503, 409, 401];
    const server = fakeServer(() => ({
      status: statuses.shift() ?? 200,
      body: { message: 'no', error: {} },
    }));
    const { queue, store, timers } = queueOn(server);
    expect(await queue.enqueue(progress(33))).toEqual({ status: 'waiting' });
    // Its next try (409: the first is still being answered), then the one after (401).
    timers.shift()!();
    await queue.flush();
    await queue.flush();
    expect(queue.state().signedOut).toBe(true);
    await queue.enqueue(progress(66));
    await queue.flush();
    expect(server.seen).toHaveLength(3);
    expect((await store.list()).map((w) => w.payload)).toEqual([
      { completed_percentage: 33, completed_tab: 1 },
      { completed_percentage: 66, completed_tab: 1 },
    ]);
  });

  it('drops a write the server refuses, tells it, and goes on with the next', async () => {
    const server = fakeServer((seen) =>
      seen.path.includes('submit-reflection')
        ? { status: 400, body: { message: 'Upgrade your package.', error: {} } }
        : ok(),
    );
    const { queue, store } = queueOn(server);
    const refused = await queue.enqueue({ kind: 'reflection', moduleId: 4, payload: { answer: 'A' } });
    expect(refused.status).toBe('refused');
    expect(await queue.enqueue(progress(33))).toMatchObject({ status: 'sent' });
    expect(queue.state().refused).toEqual([
      { kind: 'reflection', moduleId: 4, message: 'Upgrade your package.' },
    ]);
    expect(await store.list()).toEqual([]);
  });

  it('posts a reply whose comment was deleted meanwhile under the module, with a key of its own', async () => {
    const server = fakeServer((seen) =>
      (seen.body as { parent_id?: number }).parent_id
        ? {
            status: 422,
            body: { message: 'x', error: { parent_id: ['The comment you reply to does not exist.'] } },
          }
        : { status: 201, body: { data: { id: 12 } } },
    );
    const { queue } = queueOn(server);
    const result = await queue.enqueue({
      kind: 'comment',
      moduleId: 4,
      payload: { message: 'Reply', parent_id: 3 },
    });
    expect(result).toEqual({ status: 'sent', answer: { id: 12 } });
    expect(server.seen.map((s) => [s.key, s.body])).toEqual([
      ['key-0000-1', { module_id: 4, message: 'Reply', parent_id: 3 }],
      ['key-0000-1.t', { module_id: 4, message: 'Reply' }],
    ]);
  });

  it('a bookmark removed while its adding waits sends neither; a removal without an id finds it', async () => {
    let online = false;
    const server = fakeServer((seen) => {
      if (!online) return 'network';
      if (seen.method === 'GET')
        return ok({ data: { results: [{ id: 77, module_id: 5 }] }, meta: { pagination: { total: 1 } } });
      return ok({ data: { id: 1, module_id: 5 } });
    });
    const { queue, store } = queueOn(server);
    await queue.enqueue({ kind: 'bookmark', moduleId: 5, payload: {} });
    expect(await queue.enqueue({ kind: 'unbookmark', moduleId: 5, payload: {} })).toEqual({
      status: 'sent',
      answer: null,
    });
    expect(await store.list()).toEqual([]);
    online = true;
    await queue.flush();
    server.seen.length = 0;
    await queue.enqueue({ kind: 'unbookmark', moduleId: 5, payload: {} });
    expect(server.seen.map((s) => [s.method, s.path])).toEqual([
      ['GET', '/users/bookmarks?page=1&limit=100'],
      ['DELETE', '/users/bookmarks/77'],
    ]);
  });

  it('a bookmark removed while its adding is being sent is removed after it: the adding may be done there', async () => {
    const server = fakeServer(() => ok({ data: { id: 81, module_id: 5 } }));
    const held = holdFirstAnswer(server);
    const { queue, store } = queueOn(server);
    const adding = queue.enqueue({ kind: 'bookmark', moduleId: 5, payload: {} });
    await held.atServer;
    const removing = queue.enqueue({ kind: 'unbookmark', moduleId: 5, payload: {} });
    held.answer();
    expect(await adding).toMatchObject({ status: 'sent' });
    await removing;
    await queue.flush();
    expect(server.seen.map((s) => [s.method, s.path])).toEqual([
      ['POST', '/users/bookmarks'],
      ['DELETE', '/users/bookmarks/81'],
    ]);
    expect(await store.list()).toEqual([]);
  });

  it('a write made while another is being sent is sent after it, and its action told so (not kept on the device)', async () => {
    const server = fakeServer(() => ok({ data: {}, meta: { points_awarded: 0 } }));
    const held = holdFirstAnswer(server);
    const { queue, store } = queueOn(server);
    const step = queue.enqueue(progress(33));
    await held.atServer;
    const rating = queue.enqueue({ kind: 'rating', moduleId: 4, payload: { score: 10 } });
    held.answer();
    expect(await step).toMatchObject({ status: 'sent' });
    expect(await rating).toMatchObject({ status: 'sent' });
    expect(server.seen.map((s) => s.path)).toEqual([
      '/modules/my-modules/4/completed_percentage',
      '/modules/4/rating',
    ]);
    expect(await store.list()).toEqual([]);
  });
});

describe('the offline write queue in batches', () => {
  /** `count` writes made offline (one tried at once, the others waiting for its next try). */
  async function madeOffline(count: number, server: { online: boolean }, queue: ReturnType<typeof queueOn>) {
    for (let i = 0; i < count; i++) {
      const write =
        i % 3 === 0
          ? progress(i)
          : i % 3 === 1
            ? ({ kind: 'comment', moduleId: 4 + (i % 5), payload: { message: `Comment ${i}` } } as const)
            : ({ kind: 'rating', moduleId: 4 + (i % 5), payload: { score: 10 } } as const);
      expect(await queue.queue.enqueue(write)).toEqual({ status: 'waiting' });
    }
    server.online = true;
  }

  it('sends 50 writes made offline in one request, each with its key, in the order they were made', async () => {
    const net = { online: false };
    const server = fakeServer(
      () => (net.online ? ok({ data: { id: 1 }, meta: { points_awarded: 0 } }) : 'network'),
      {
        batches: true,
      },
    );
    const queued = queueOn(server);
    await madeOffline(50, net, queued);
    server.requests.length = 0;
    server.seen.length = 0;
    queued.timers.shift()!();
    await queued.queue.flush();
    expect(server.requests).toEqual(['/writes/batch']);
    expect(server.seen.map((s) => s.key)).toEqual(Array.from({ length: 50 }, (_, i) => `key-0000-${i + 1}`));
    expect(server.seen[1]).toEqual({
      method: 'POST',
      path: '/comments',
      key: 'key-0000-2',
      body: { module_id: 5, message: 'Comment 1' },
    });
    expect(await queued.store.list()).toEqual([]);
    expect(queued.queue.state()).toMatchObject({ waiting: 0, sentAt: expect.any(String), refused: [] });
  });

  it('cuts 120 waiting writes into batches of at most 50, sent one after the other', async () => {
    const net = { online: false };
    const server = fakeServer(() => (net.online ? ok() : 'network'), { batches: true });
    const queued = queueOn(server);
    await madeOffline(120, net, queued);
    server.requests.length = 0;
    server.seen.length = 0;
    await queued.queue.flush();
    expect(server.requests).toEqual(['/writes/batch', '/writes/batch', '/writes/batch']);
    expect(server.seen.map((s) => s.key)).toEqual(Array.from({ length: 120 }, (_, i) => `key-0000-${i + 1}`));
    expect(await queued.store.count()).toBe(0);
  });

  it('drops a write refused in a batch and tells it; the writes after it are sent', async () => {
    const net = { online: false };
    const server = fakeServer(
      (seen) =>
        !net.online
          ? 'network'
          : seen.key === 'key-0000-2'
            ? { status: 422, body: { message: 'The message is too long.', error: { message: ['too long'] } } }
            : ok(),
      { batches: true },
    );
    const queued = queueOn(server);
    await madeOffline(4, net, queued);
    await queued.queue.flush();
    expect(server.requests.filter((p) => p === '/writes/batch')).toHaveLength(1);
    expect(await queued.store.list()).toEqual([]);
    expect(queued.queue.state().refused).toEqual([
      { kind: 'comment', moduleId: 5, message: 'The message is too long.' },
    ]);
  });

  it('stops at a write to be tried again later: it and the writes after it wait, in order, tried once', async () => {
    const net = { online: false };
    const server = fakeServer(
      (seen) =>
        !net.online
          ? 'network'
          : seen.key === 'key-0000-3'
            ? { status: 503, body: { message: 'Down', error: {} } }
            : ok(),
      { batches: true },
    );
    const queued = queueOn(server);
    await madeOffline(5, net, queued);
    queued.timers.length = 0;
    await queued.queue.flush();
    expect((await queued.store.list()).map((w) => [w.id, w.attempts])).toEqual([
      ['key-0000-3', 1],
      ['key-0000-4', 0],
      ['key-0000-5', 0],
    ]);
    expect(queued.timers).toHaveLength(1);
    expect(queued.queue.state().waiting).toBe(3);
  });

  it('an older server without the batch (404) gets the writes one by one, and is not asked again', async () => {
    const net = { online: false };
    const server = fakeServer(() => (net.online ? ok() : 'network'));
    const queued = queueOn(server);
    await madeOffline(3, net, queued);
    server.requests.length = 0;
    await queued.queue.flush();
    expect(server.requests).toEqual([
      '/writes/batch',
      '/modules/my-modules/4/completed_percentage',
      '/comments',
      '/modules/6/rating',
    ]);
    net.online = false;
    await madeOffline(3, net, queued);
    server.requests.length = 0;
    await queued.queue.flush();
    expect(server.requests).not.toContain('/writes/batch');
    expect(await queued.store.count()).toBe(0);
  });

  it("sends a project's submission made offline alone, as a form with its files and its key", async () => {
    const net = { online: false };
    const server = fakeServer(() => (net.online ? ok({ data: { id: 3 } }) : 'network'), { batches: true });
    const queued = queueOn(server);
    await madeOffline(2, net, queued);
    net.online = false;
    const files = [{ name: 'plan.txt', type: 'text/plain', data: btoa('drawn offline') }];
    const project = { userProjectId: 31, description: 'Made offline', files };
    expect(await queued.queue.enqueue({ kind: 'project', moduleId: 4, payload: project })).toEqual({
      status: 'waiting',
    });
    net.online = true;
    server.requests.length = 0;
    server.seen.length = 0;
    await queued.queue.flush();
    expect(server.requests).toEqual(['/writes/batch', '/projects/31/submit']);
    const sent = server.seen.at(-1)!;
    expect(sent.key).toBe('key-0000-3');
    expect(sent.body).toContain('Made offline');
    expect(sent.body).toContain('filename="plan.txt"');
    expect(sent.body).toContain('drawn offline');
    expect(await queued.store.count()).toBe(0);
  });
});
