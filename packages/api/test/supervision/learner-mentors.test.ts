import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/harness';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  for (const who of ['learner', 'free', 'mentor']) {
    const res = await server.call('POST', '/auth/login', {
      json: { email: `${who}@modkit.test`, password: 'Demo-pass-1', recaptchaResponse: 'x' },
    });
    tokens[who] = res.body.meta.token;
  }
});
afterAll(() => server.close());

describe('My Mentors (part 1 §2.25)', () => {
  it("lists the learner's mentors with photo, name, profile link and e-mail", async () => {
    const res = await server.call('GET', '/users/my-mentors', { token: tokens.learner });
    expect(res.status).toBe(200);
    expect(res.body.meta.pagination).toEqual({ total: 1, page: 1, limit: 100 });
    expect(res.body.data.results).toEqual([
      expect.objectContaining({
        full_name: 'Daniel Reyes',
        email: 'mentor@modkit.test',
        profile_link: 'https://example.org/daniel-reyes',
      }),
    ]);
  });

  it('answers an empty list for a learner without mentors', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      first_name: 'Lone',
      last_name: 'Learner',
      email: 'lone.learner@modkit.test',
      password: 'Lone-pass-1',
      status: 'STUDENT',
      recaptchaResponse: 'x',
      machine_id: 'test',
    }))
      form.append(key, value);
    const signup = await server.call('POST', '/auth/signup', { form });
    expect(signup.status).toBe(201);
    const res = await server.call('GET', '/users/my-mentors', { token: signup.body.meta.token });
    expect(res.body).toEqual({
      data: { results: [] },
      meta: { pagination: { total: 0, page: 1, limit: 100 } },
    });
  });

  it('is for learners only', async () => {
    expect((await server.call('GET', '/users/my-mentors', { token: tokens.mentor })).status).toBe(403);
    expect((await server.call('GET', '/users/my-mentors')).status).toBe(401);
  });
});
