import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/harness';
import { loginDemo } from '../support/security-helpers';

// Issue 13 item 13: ids that are not the caller's answer 404, like ids that do not exist (never 403).
let server: TestServer;
let tokens: Record<string, string>;
let userProjectId: number;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  tokens = await loginDemo(server, ['learner', 'free', 'mentor']);
  const projects = await server.call('GET', '/projects/my-projects?status=SUBMITTED', {
    token: tokens.learner,
  });
  userProjectId = projects.body.data.results[0].id;
});
afterAll(() => server.close());

describe('ids of other users answer 404, as missing ones do', () => {
  it.each([
    ['/users/user-projects/{id}', (id: number) => `/users/user-projects/${id}`],
    ['/chats?user_project_id={id}', (id: number) => `/chats?user_project_id=${id}`],
  ])('%s: another learner gets 404 for an existing id and for a missing one', async (_name, path) => {
    const existing = await server.call('GET', path(userProjectId), { token: tokens.free });
    const missing = await server.call('GET', path(99_999_999), { token: tokens.free });
    expect(existing.status).toBe(404);
    expect(existing.body).toEqual(missing.body);
    // The owner and their mentor still read it.
    expect((await server.call('GET', path(userProjectId), { token: tokens.learner })).status).toBe(200);
    expect((await server.call('GET', path(userProjectId), { token: tokens.mentor })).status).toBe(200);
  });

  it('a comment on a project the caller cannot see answers 404 on edit, not 403', async () => {
    const comment = await server.call('POST', '/chats', {
      token: tokens.learner,
      json: { user_project_id: userProjectId, comment: 'Mine.' },
    });
    const res = await server.call('PUT', `/chats/${comment.body.data.id}`, {
      token: tokens.free,
      json: { comment: 'not yours' },
    });
    expect(res.status).toBe(404);
    // The mentor can see the chat but edits only their own comments.
    const mentorEdit = await server.call('PUT', `/chats/${comment.body.data.id}`, {
      token: tokens.mentor,
      json: { comment: 'not yours either' },
    });
    expect(mentorEdit.status).toBe(403);
  });
});
