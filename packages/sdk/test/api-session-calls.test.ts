import { describe, expect, it } from 'vitest';
import * as sdk from '../src/index';
import { multipartOf, sessionClient, withRecordingServer } from './api-harness';

const server = withRecordingServer();
const one = (data: unknown) => ({ body: { data } });

describe('multipart calls', () => {
  it('signs up with form data, the session machine_id, and stores the session', async () => {
    const s = server();
    s.respond(() => ({
      body: { data: { id: 9, roles: [{ type: 'STUDENT' }] }, meta: { token: 'new-token' } },
    }));
    const { client, session } = sessionClient(s, null);
    await sdk.signup(client, {
      first_name: 'Ada',
      last_name: 'L',
      email: 'ada@x.co',
      password: 'Abcdefg1',
      status: 'STUDENT',
      recaptchaResponse: 'r',
    } as Parameters<typeof sdk.signup>[1]);
    const fields = await multipartOf(s.last());
    expect(s.last().path).toBe('/auth/signup');
    expect(fields).toMatchObject({
      first_name: ['Ada'],
      email: ['ada@x.co'],
      status: ['STUDENT'],
      machine_id: [session.getState().settings.machine_id],
    });
    expect(session.getState().user?.token).toBe('new-token');
  });

  it('updates the profile as multipart with interests as user_interest[] and the photo', async () => {
    const s = server();
    s.respond(() => one({ id: 1 }));
    const { client } = sessionClient(s);
    await sdk.updateProfile(client, {
      first_name: 'Maya',
      user_interest: [3, 4],
      media: new Blob(['png'], { type: 'image/png' }),
    } as Parameters<typeof sdk.updateProfile>[1]);
    const fields = await multipartOf(s.last());
    expect(s.last().method).toBe('PATCH');
    expect(fields['user_interest[]']).toEqual(['3', '4']);
    expect(fields.media).toEqual([expect.objectContaining({ type: 'image/png', text: 'png' })]);
  });

  it('submits a project with repeated documents fields', async () => {
    const s = server();
    s.respond(() => one({ id: 8 }));
    const { client } = sessionClient(s);
    await sdk.submitProject(client, 8, {
      description: 'Summary',
      link: 'https://x.test',
      documents: [
        new File(['a'], 'a.txt', { type: 'text/plain' }),
        new File(['b'], 'b.txt', { type: 'text/plain' }),
      ],
    });
    const fields = await multipartOf(s.last());
    expect(s.last().path).toBe('/projects/8/submit');
    expect(fields.description).toEqual(['Summary']);
    expect((fields.documents as Array<{ name: string }>).map((d) => d.name)).toEqual(['a.txt', 'b.txt']);
  });
});

describe('session calls', () => {
  it('logs in with the machine_id, refuses a role outside the gate and stores nothing then', async () => {
    const s = server();
    s.respond(() => ({ body: { data: { id: 1, roles: [{ type: 'GUEST' }] }, meta: { token: 't' } } }));
    const { client, session } = sessionClient(s, null);
    await expect(
      sdk.login(client, { email: 'a@b.co', password: 'x', recaptchaResponse: 'r' }),
    ).rejects.toThrow('Forbidden');
    expect(s.last().body).toMatchObject({
      email: 'a@b.co',
      machine_id: session.getState().settings.machine_id,
    });
    expect(session.getState().isAuthenticated).toBe(false);
  });

  it('logs a student out with the machine_id and clears the session even when the call fails', async () => {
    const s = server();
    s.respond(() => ({ status: 500, body: { message: 'down' } }));
    const { client, session } = sessionClient(s);
    const machineId = session.getState().settings.machine_id;
    await sdk.logout(client).catch(() => undefined);
    expect(s.last()).toMatchObject({ method: 'POST', path: '/auth/logout', body: { machine_id: machineId } });
    expect(session.getState().isAuthenticated).toBe(false);
    expect(session.getState().settings.machine_id).toBe(machineId);
  });

  it('syncs activity on a route change only inside the 5–180 minute window', async () => {
    const s = server();
    const { client, session } = sessionClient(s);
    const now = 10_000_000_000;
    session.getState().setLastActivity(now - 30 * 60_000);
    expect(await sdk.syncActivity(client, now)).toEqual({ postMinutes: 30, reset: true });
    expect(s.last()).toMatchObject({ method: 'POST', path: '/users/activity-log', body: { min: 30 } });
    expect(session.getState().settings.last_updated_activity).toBe(now);
    const before = s.requests.length;
    expect(await sdk.syncActivity(client, now + 60_000)).toEqual({ postMinutes: null, reset: false });
    expect(s.requests.length).toBe(before);
  });
});
