import { SuperMentorAccessList, SuperMentorAccessResponse } from '@modkit/sdk/contract';
import { DASHBOARD_WIDGETS } from '@modkit/sdk/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/harness';
import { loginDemo } from '../support/security-helpers';

/**
 * The super mentors' dashboard widget access (admin console): administrators read every super mentor's
 * SHOW/HIDE map and change widgets of one; the super mentor's dashboard shows what they chose. Nobody else may.
 */
let server: TestServer;
let tokens: Record<'admin' | 'supermentor' | 'mentor' | 'learner', string>;
let superMentorId: number;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  tokens = await loginDemo(server, ['admin', 'supermentor', 'mentor', 'learner']);
  const list = await server.call('GET', '/admin/dashboard-access', { token: tokens.admin });
  superMentorId = list.body.data.results.find(
    (r: { email: string }) => r.email === 'supermentor@modkit.test',
  ).id;
});
afterAll(() => server.close());

const dashboardAccess = async () =>
  (
    await server.call('POST', '/users/supermentor-dashboard', {
      token: tokens.supermentor,
      json: { year: 2025, month: 1 },
    })
  ).body.data.access as Record<string, string>;

describe('dashboard widget access', () => {
  it('lists the super mentors, every widget SHOW until an administrator hides one', async () => {
    const res = await server.call('GET', '/admin/dashboard-access', { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(SuperMentorAccessList.safeParse(res.body).success).toBe(true);
    const row = res.body.data.results.find((r: { id: number }) => r.id === superMentorId);
    expect(row.full_name).not.toBe('');
    expect(Object.keys(row.access)).toEqual([...DASHBOARD_WIDGETS]);
    expect(Object.values(row.access).every((a) => a === 'SHOW')).toBe(true);
    expect(res.body.data.results.every((r: { email: string }) => r.email !== 'mentor@modkit.test')).toBe(
      true,
    );
  });

  it('hides and shows widgets of one super mentor; their dashboard follows', async () => {
    const hidden = await server.call('PUT', `/admin/dashboard-access/${superMentorId}`, {
      token: tokens.admin,
      json: { access: { CATEGORIES: 'HIDE', PROJECT_COUNT: 'HIDE' } },
    });
    expect(hidden.status).toBe(200);
    expect(SuperMentorAccessResponse.safeParse(hidden.body).success).toBe(true);
    expect(hidden.body.data.access).toMatchObject({
      CATEGORIES: 'HIDE',
      PROJECT_COUNT: 'HIDE',
      MENTORS_ACTIVE: 'SHOW',
    });
    expect(await dashboardAccess()).toMatchObject({
      CATEGORIES: 'HIDE',
      PROJECT_COUNT: 'HIDE',
      MENTORS_ACTIVE: 'SHOW',
    });

    const shown = await server.call('PUT', `/admin/dashboard-access/${superMentorId}`, {
      token: tokens.admin,
      json: { access: { CATEGORIES: 'SHOW' } },
    });
    expect(shown.body.data.access).toMatchObject({ CATEGORIES: 'SHOW', PROJECT_COUNT: 'HIDE' });
    expect((await dashboardAccess()).CATEGORIES).toBe('SHOW');
  });

  it('refuses an unknown widget or value by field, and a person who is not a super mentor', async () => {
    const bad = await server.call('PUT', `/admin/dashboard-access/${superMentorId}`, {
      token: tokens.admin,
      json: { access: { NOT_A_WIDGET: 'HIDE', CATEGORIES: 'MAYBE' } },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error).sort()).toEqual(['access', 'access.CATEGORIES']);
    expect(bad.body.error.access[0]).toContain('NOT_A_WIDGET');
    const mentors = await server.call('GET', '/users/mentees', { token: tokens.supermentor });
    const mentorId = mentors.body.data.results[0].id;
    const notSuper = await server.call('PUT', `/admin/dashboard-access/${mentorId}`, {
      token: tokens.admin,
      json: { access: { CATEGORIES: 'HIDE' } },
    });
    expect(notSuper.status).toBe(404);
  });

  it.each(['supermentor', 'mentor', 'learner'] as const)('is refused to a %s (403)', async (who) => {
    expect((await server.call('GET', '/admin/dashboard-access', { token: tokens[who] })).status).toBe(403);
    const put = await server.call('PUT', `/admin/dashboard-access/${superMentorId}`, {
      token: tokens[who],
      json: { access: { CATEGORIES: 'HIDE' } },
    });
    expect(put.status).toBe(403);
  });
});
