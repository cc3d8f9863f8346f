import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/harness';
import { offlineServers } from '../support/offline-servers';

/**
 * Writes queued offline (issue 44): `Idempotency-Key` answers a repeated key with the first answer, on every
 * server of one database (two servers of one PostgreSQL; on SQLite the one server), points once; the device's
 * time of a rating, like or reflection answer decides which is kept.
 */
let a: TestServer;
let b: TestServer;
let clock = Date.parse('2026-12-08T10:00:00.000Z');
let moduleId: number;
let otherModuleId: number;

const servers = offlineServers('modkit-offline-writes-', () => clock);
beforeAll(async () => {
  ({ a, b, moduleId, otherModuleId } = await servers.start());
});
afterAll(() => servers.stop());

let keys = 0;
const newKey = () => `key-${Date.now().toString(36)}-${++keys}-abcdef`;

/** A PREMIUM learner with the module assigned. */
const learner = () => servers.assignedLearner();

const withKey = (key: string) => ({ 'Idempotency-Key': key });
const at = (minute: number) => `2026-12-08T09:${String(minute).padStart(2, '0')}:00.000Z`;

async function rows(
  table: 'comments' | 'points_ledger' | 'bookmarks' | 'reflection_answer_history',
  userId: number,
) {
  return a.api.ctx.db.selectFrom(table).selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

describe('Idempotency-Key: a repeated key is answered with the first answer', () => {
  it('posts a comment once, from either server, with the first answer replayed', async () => {
    const user = await learner();
    const key = newKey();
    const json = { module_id: moduleId, message: 'Kept once' };
    const first = await a.call('POST', '/comments', { token: user.token, json, headers: withKey(key) });
    expect(first.status).toBe(201);
    const again = await fetch(`${b.url}/comments`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.token}`, 'Content-Type': 'application/json', ...withKey(key) },
      body: JSON.stringify(json),
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(first.body);
    expect((await rows('comments', user.id)).map((c) => c.message)).toEqual(['Kept once']);
    // Keys are per user: another learner's same key is another write, answered for them.
    const other = await learner();
    const theirs = await b.call('POST', '/comments', { token: other.token, json, headers: withKey(key) });
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.id).not.toBe(first.body.data.id);
    expect(await rows('comments', other.id)).toHaveLength(1);
  });

  it('awards the points of a step and of a reflection answer once, whatever the retries', async () => {
    const user = await learner();
    const progress = newKey();
    const reflection = newKey();
    for (const server of [a, b, a]) {
      const step = await server.call('PATCH', `/modules/my-modules/${moduleId}/completed_percentage`, {
        token: user.token,
        json: { completed_percentage: 33, completed_tab: 1 },
        headers: withKey(progress),
      });
      expect(step.body.meta).toEqual({ points_awarded: 50 });
      const answer = await server.call('POST', `/modules/my-modules/${moduleId}/submit-reflection-question`, {
        token: user.token,
        json: { reflection_question_answer: 'Gravity' },
        headers: withKey(reflection),
      });
      expect(answer.status).toBe(200);
    }
    expect((await rows('points_ledger', user.id)).map((p) => p.action).sort()).toEqual([
      'GET_THE_IDEA',
      'REFLECTION_ANSWER',
    ]);
  });

  it('refuses a malformed key and a key sent again with another request', async () => {
    const user = await learner();
    const bad = await a.call('POST', `/modules/${moduleId}/rating`, {
      token: user.token,
      json: { score: 10 },
      headers: withKey('short'),
    });
    expect(bad).toEqual({
      status: 422,
      body: {
        message: 'Validation Error Occured',
        error: { 'Idempotency-Key': ['Idempotency-Key must be 8 to 255 visible ASCII characters.'] },
      },
    });
    const key = newKey();
    const rate = (score: number) =>
      a.call('POST', `/modules/${moduleId}/rating`, {
        token: user.token,
        json: { score },
        headers: withKey(key),
      });
    expect((await rate(10)).status).toBe(200);
    const reused = await rate(-10);
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe('This Idempotency-Key was already used for another request.');
  });

  it('answers 409 while the first request is being answered, and takes over a claim whose server stopped', async () => {
    const user = await learner();
    const key = newKey();
    const json = { module_id: moduleId, message: 'After a stop' };
    const first = await a.call('POST', '/comments', { token: user.token, json, headers: withKey(key) });
    expect(first.status).toBe(201);
    // The answer lost (a server stopped after the comment's commit): the claim is unanswered again.
    await a.api.ctx.db
      .updateTable('idempotency_keys')
      .set({ status: null, body: null, locked_until: new Date(clock + 3000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const waiting = await b.call('POST', '/comments', { token: user.token, json, headers: withKey(key) });
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toBe('A request with this Idempotency-Key is still being answered.');
    clock += 5_000;
    const taken = await b.call('POST', '/comments', { token: user.token, json, headers: withKey(key) });
    expect(taken.status).toBe(201);
    expect(taken.body.data.id).toBe(first.body.data.id);
    expect(await rows('comments', user.id)).toHaveLength(1);
  });

  it('keeps a key for a day, then forgets it', async () => {
    const user = await learner();
    const key = newKey();
    const like = () =>
      a.call('POST', `/modules/${otherModuleId}/like`, { token: user.token, headers: withKey(key) });
    expect((await like()).body.data).toMatchObject({ liked: true });
    clock += 23 * 3600_000;
    expect((await like()).body.data).toMatchObject({ liked: true });
    clock += 2 * 3600_000;
    expect((await like()).body.data).toMatchObject({ liked: false });
  });
});

describe("conflicts: the device's time of the action decides", () => {
  it('keeps the rating made last, whichever arrives last', async () => {
    const user = await learner();
    const rate = (score: number, minute: number) =>
      a.call('POST', `/modules/${moduleId}/rating`, {
        token: user.token,
        json: { score, acted_at: at(minute) },
      });
    expect((await rate(10, 20)).body.data).toEqual({ module_id: moduleId, score: 10 });
    expect((await rate(-10, 10)).body.data).toEqual({ module_id: moduleId, score: 10 });
    expect((await rate(1, 30)).body.data).toEqual({ module_id: moduleId, score: 1 });
    const unreadable = await a.call('POST', `/modules/${moduleId}/rating`, {
      token: user.token,
      json: { score: 10, acted_at: 'yesterday' },
    });
    expect(unreadable.status).toBe(422);
    expect(Object.keys(unreadable.body.error)).toEqual(['acted_at']);
  });

  it('keeps the like or unlike made last', async () => {
    const user = await learner();
    const like = (liked: boolean, minute: number) =>
      a.call('POST', `/modules/${moduleId}/like`, {
        token: user.token,
        json: { liked, acted_at: at(minute) },
      });
    expect((await like(false, 20)).body.data).toMatchObject({ liked: false });
    expect((await like(true, 10)).body.data).toMatchObject({ liked: false });
    expect((await like(true, 25)).body.data).toMatchObject({ liked: true });
    expect((await like(true, 26)).body.data).toMatchObject({ liked: true });
  });

  it('keeps the reflection answer made last and the other in the history, points once', async () => {
    const user = await learner();
    const answer = (text: string, minute: number) =>
      b.call('POST', `/modules/my-modules/${moduleId}/submit-reflection-question`, {
        token: user.token,
        json: { reflection_question_answer: text, acted_at: at(minute) },
      });
    expect((await answer('Made later', 20)).body.data.reflection_question_answer).toBe('Made later');
    expect((await answer('Made first', 10)).body.data.reflection_question_answer).toBe('Made later');
    expect((await answer('Made first', 10)).status).toBe(200);
    const history = await rows('reflection_answer_history', user.id);
    expect(history.map((h) => [h.answer, h.answered_at])).toEqual([['Made first', at(10)]]);
    expect((await answer('Made last', 30)).body.data.reflection_question_answer).toBe('Made last');
    expect((await rows('reflection_answer_history', user.id)).map((h) => h.answer)).toEqual([
      'Made first',
      'Made later',
    ]);
    const mine = await a.call('GET', `/modules/my-modules/${moduleId}`, { token: user.token });
    expect(mine.body.data).toMatchObject({
      reflection_question_answer: 'Made last',
      reflection_answered_at: at(30),
      reflection_history: [
        { answer: 'Made first', answered_at: at(10) },
        { answer: 'Made later', answered_at: at(20) },
      ],
    });
    const points = await rows('points_ledger', user.id);
    expect(points.filter((p) => p.action === 'REFLECTION_ANSWER')).toHaveLength(1);
  });
});
