import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOfKey, seedMiniCatalogue } from '../fixtures/mini-catalogue';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer } from '../support/harness';

/**
 * A project's submission queued offline (issue 44) carries `Idempotency-Key`: sent again (its answer lost),
 * it is answered with the first answer, its files are not stored again and its points are awarded once.
 */
let server: TestServer;
let moduleId: number;

beforeAll(async () => {
  server = await startTestServer();
  await seedMiniCatalogue(server.api.ctx);
  moduleId = await idOfKey(server.api.ctx, 'modules', 'black-holes');
});
afterAll(() => server.close());

const form = (description: string) => {
  const body = new FormData();
  body.append('description', description);
  body.append('documents', new Blob(['drawn offline'], { type: 'text/plain' }), 'sketch.txt');
  return body;
};

describe('a project submission with Idempotency-Key', () => {
  it('is answered with its first answer when sent again, files and points once', async () => {
    const learner = await createUser(server.api.ctx, { packageName: 'PREMIUM' });
    await server.call('POST', '/modules/assign', { token: learner.token, json: { modules: [moduleId] } });
    const projects = await server.call('GET', `/modules/${moduleId}/projects`, { token: learner.token });
    const mini = projects.body.data.results.find((p: { type: string }) => p.type === 'MINI_PROJECT');
    const id = mini.usersprojects[0].id as number;
    const headers = { 'Idempotency-Key': 'project-draft-0001' };
    const send = () =>
      server.call('POST', `/projects/${id}/submit`, {
        token: learner.token,
        form: form('Made offline'),
        headers,
      });
    const first = await send();
    expect(first.status).toBe(200);
    expect(first.body.data.documents).toHaveLength(1);
    const again = await send();
    expect(again).toEqual(first);
    const documents = await server.api.ctx.db
      .selectFrom('user_project_documents')
      .selectAll()
      .where('user_project_id', '=', id)
      .execute();
    expect(documents).toHaveLength(1);
    const points = await server.api.ctx.db
      .selectFrom('points_ledger')
      .select('action')
      .where('user_id', '=', learner.id)
      .execute();
    expect(points).toEqual([{ action: 'MINI_PROJECT' }]);
  });
});
