import { describe, expect, it } from 'vitest';
import { fakeServer, ok, progress, queueOn } from './offline-queue-harness';

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
