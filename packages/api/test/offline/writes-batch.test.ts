import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/harness';
import { offlineServers } from '../support/offline-servers';

/**
 * `POST /writes/batch` (issue 44): many queued writes in one request, each with its own key and its own answer
 * (what its own request answers), done in order through its own operation; a refused write does not stop the
 * others, a write the queue would try again later stops the batch; a key is one write whether it comes alone
 * or in a batch, on every server of one database; points once.
 */
let a: TestServer;
let b: TestServer;
const clock = Date.parse('2026-12-08T10:00:00.000Z');
let moduleId: number;
let otherModuleId: number;

const servers = offlineServers('modkit-writes-batch-', () => clock);
beforeAll(async () => {
  ({ a, b, moduleId, otherModuleId } = await servers.start());
});
afterAll(() => servers.stop());

let keys = 0;
const newKey = () => `batch-${Date.now().toString(36)}-${++keys}-abcdef`;

/** A PREMIUM learner with the module assigned. */
const learner = () => servers.assignedLearner();

interface Write {
  key: string;
  method: string;
  path: string;
  body?: unknown;
}

/** A write's own answer in the batch's (its body as the write's own request answers it). */
// biome-ignore lint/suspicious/noExplicitAny: the answers of several operations, read field by field
type Answer = { key: string; status: number; body: any };

const batch = (server: TestServer, token: string, writes: Write[]) =>
  server.call('POST', '/writes/batch', { token, json: { writes } });

async function rows(table: 'comments' | 'points_ledger' | 'bookmarks' | 'module_ratings', userId: number) {
  return a.api.ctx.db.selectFrom(table).selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

const step = (key: string): Write => ({
  key,
  method: 'PATCH',
  path: `/modules/my-modules/${moduleId}/completed_percentage`,
  body: { completed_percentage: 33, completed_tab: 1 },
});
const comment = (key: string, message: string): Write => ({
  key,
  method: 'POST',
  path: '/comments',
  body: { module_id: moduleId, message },
});
const rating = (key: string, score: number): Write => ({
  key,
  method: 'POST',
  path: `/modules/${moduleId}/rating`,
  body: { module_id: moduleId, score, acted_at: '2026-12-08T09:00:00.000Z' },
});

describe('POST /writes/batch', () => {
  it('answers each write of mixed kinds as its own request, in order, points once', async () => {
    const user = await learner();
    const writes: Write[] = [
      step(newKey()),
      {
        key: newKey(),
        method: 'POST',
        path: `/modules/my-modules/${moduleId}/submit-reflection-question`,
        body: { reflection_question_answer: 'Gravity', acted_at: '2026-12-08T09:01:00.000Z' },
      },
      rating(newKey(), 10),
      { key: newKey(), method: 'POST', path: `/modules/${otherModuleId}/like`, body: { liked: true } },
      { key: newKey(), method: 'POST', path: '/users/bookmarks', body: { module_id: otherModuleId } },
      comment(newKey(), 'First'),
      comment(newKey(), 'Second'),
    ];
    const sent = await batch(a, user.token, writes);
    expect(sent.status).toBe(200);
    const answers: Answer[] = sent.body.data;
    expect(answers.map((w) => w.key)).toEqual(writes.map((w) => w.key));
    expect(answers.map((w) => w.status)).toEqual([200, 200, 200, 200, 201, 201, 201]);
    expect(answers[0]!.body.meta).toEqual({ points_awarded: 50 });
    expect(answers[1]!.body.data.reflection_question_answer).toBe('Gravity');
    expect(answers[2]!.body.data).toEqual({ module_id: moduleId, score: 10 });
    expect(answers[3]!.body.data).toMatchObject({ liked: true });
    expect(answers[4]!.body.data.module_id).toBe(otherModuleId);
    expect(answers.slice(5).map((w) => w.body.data.message)).toEqual(['First', 'Second']);
    expect((await rows('comments', user.id)).map((c) => c.message)).toEqual(['First', 'Second']);
    expect(await rows('bookmarks', user.id)).toHaveLength(1);
    // The same batch again (its answer lost), on the other server: every first answer, nothing done twice.
    const again = await batch(b, user.token, writes);
    expect(again.body.data).toEqual(answers);
    expect((await rows('comments', user.id)).map((c) => c.message)).toEqual(['First', 'Second']);
    expect(await rows('bookmarks', user.id)).toHaveLength(1);
    expect((await rows('points_ledger', user.id)).map((p) => p.action).sort()).toEqual([
      'GET_THE_IDEA',
      'REFLECTION_ANSWER',
    ]);
  });

  it('answers a key already used alone, or twice in one batch, with its first answer', async () => {
    const user = await learner();
    const key = newKey();
    const alone = await a.call('POST', '/comments', {
      token: user.token,
      json: { module_id: moduleId, message: 'Once' },
      headers: { 'Idempotency-Key': key },
    });
    expect(alone.status).toBe(201);
    const twice = newKey();
    const sent = await batch(b, user.token, [
      comment(key, 'Once'),
      comment(twice, 'Twice'),
      comment(twice, 'Twice'),
    ]);
    expect(sent.body.data[0]).toEqual({ key, status: 201, body: alone.body });
    expect(sent.body.data[2]).toEqual(sent.body.data[1]);
    expect((await rows('comments', user.id)).map((c) => c.message)).toEqual(['Once', 'Twice']);
    // A key names one write: the same key with another request is refused, alone as in a batch.
    const reused = await batch(a, user.token, [comment(key, 'Another')]);
    expect(reused.body.data[0].status).toBe(422);
    expect(reused.body.data[0].body.message).toBe(
      'This Idempotency-Key was already used for another request.',
    );
  });

  it('goes on past a refused write, and stops at one to be tried again later', async () => {
    const user = await learner();
    const busy = newKey();
    // A comment whose first request is still being answered (another server's, a moment ago).
    expect((await batch(a, user.token, [comment(busy, 'Busy')])).body.data[0].status).toBe(201);
    await a.api.ctx.db
      .updateTable('idempotency_keys')
      .set({ status: null, body: null, locked_until: new Date(clock + 60_000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const sent = await batch(a, user.token, [
      rating(newKey(), 5),
      { key: newKey(), method: 'POST', path: '/nowhere', body: {} },
      { key: newKey(), method: 'POST', path: `/modules/${moduleId}/projects`, body: {} },
      comment(newKey(), 'Kept'),
      comment(busy, 'Busy'),
      comment(newKey(), 'After the busy one'),
    ]);
    const answers: Answer[] = sent.body.data;
    expect(answers.map((w) => w.status)).toEqual([422, 404, 404, 201, 409]);
    expect(answers[0]!.body.message).toBe('Validation Error Occured');
    expect(answers[1]!.body).toEqual({ message: 'This write cannot be sent in a batch.', error: {} });
    expect(answers[4]!.body.message).toBe('A request with this Idempotency-Key is still being answered.');
    expect((await rows('comments', user.id)).map((c) => c.message)).toEqual(['Busy', 'Kept']);
    expect(await rows('module_ratings', user.id)).toHaveLength(0);
  });

  it('refuses a batch without a token, an empty one, too many writes and a write without a key', async () => {
    const user = await learner();
    expect((await a.call('POST', '/writes/batch', { json: { writes: [step(newKey())] } })).status).toBe(401);
    expect((await batch(a, user.token, [])).status).toBe(422);
    const many = Array.from({ length: 101 }, () => step(newKey()));
    expect((await batch(a, user.token, many)).status).toBe(422);
    const keyless = await batch(a, user.token, [{ ...step(newKey()), key: 'short' }]);
    expect(keyless.status).toBe(422);
    expect(await rows('points_ledger', user.id)).toHaveLength(0);
  });
});
