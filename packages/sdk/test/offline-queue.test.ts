import { describe, expect, it } from 'vitest';
import { memoryQueueStore } from '../src/offline/index';
import { fakeServer, holdFirstAnswer, ok, progress, queueOn } from './offline-queue-harness';

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
