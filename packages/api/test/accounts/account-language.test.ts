import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/passwords';
import { ensurePackages } from '../../src/seed/seed-demo';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer } from '../support/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await ensurePackages(server.api.ctx);
});
afterAll(() => server.close());

const save = (token: string, fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return server.call('PATCH', '/users/profile', { token, form });
};
const profile = async (token: string) => (await server.call('GET', '/users/profile', { token })).body.data;

describe("the user's language (issue 26): saved on the profile, sent with the user", () => {
  it('is null until chosen, then saved and returned by the profile and the session user', async () => {
    const password = 'Lang-pass-1';
    const learner = await createUser(server.api.ctx, {
      email: 'chooses.spanish@modkit.test',
      password_hash: await hashPassword(password),
      packageName: 'FREE',
    });
    expect(await profile(learner.token)).toMatchObject({ language: null });
    const saved = await save(learner.token, { language: 'es' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.language).toBe('es');
    expect(await profile(learner.token)).toMatchObject({ language: 'es' });
    const login = await server.call('POST', '/auth/login', {
      json: { email: 'chooses.spanish@modkit.test', password },
    });
    expect(login.body.data.language).toBe('es');
  });

  it('changes to another language and clears with an empty value; other fields keep it', async () => {
    const learner = await createUser(server.api.ctx, { packageName: 'FREE' });
    await save(learner.token, { language: 'ar' });
    expect(await profile(learner.token)).toMatchObject({ language: 'ar' });
    await save(learner.token, { about: 'Curious about rivers.' });
    expect(await profile(learner.token)).toMatchObject({ language: 'ar', about: 'Curious about rivers.' });
    await save(learner.token, { language: '' });
    expect(await profile(learner.token)).toMatchObject({ language: null });
  });

  it.each(['fr', 'es-MX', 'ES', 'english'])(
    'refuses %j with a field error and keeps the saved one',
    async (value) => {
      const learner = await createUser(server.api.ctx, { packageName: 'FREE', language: 'es' });
      const res = await save(learner.token, { language: value, about: 'Not saved either.' });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: 'Validation Error Occured',
        error: { language: ['Language must be one of en, es, ar.'] },
      });
      expect(await profile(learner.token)).toMatchObject({ language: 'es', about: null });
    },
  );
});
