import { describe, expect, it } from 'vitest';
import * as sdk from '../src/index';
import { sessionClient, withRecordingServer } from './api-harness';

const server = withRecordingServer();

/** The server answers each profile read with the number of reads so far, as the user's first name. */
function countingProfiles() {
  const s = server();
  let reads = 0;
  s.respond((req) =>
    req.method === 'GET' ? { body: { data: { id: 1, first_name: `read ${++reads}` } } } : undefined,
  );
  const profileReads = () => s.requests.filter((r) => r.method === 'GET' && r.path === '/users/profile');
  return { s, profileReads };
}

describe('the shared profile: one read per client and session (loadProfile)', () => {
  it('answers everyone who asks at the same time, and later, with one read', async () => {
    const { profileReads } = countingProfiles();
    const { client } = sessionClient(server());
    const [shell, widget] = await Promise.all([sdk.loadProfile(client), sdk.loadProfile(client)]);
    const screen = await sdk.loadProfile(client);
    expect([shell.first_name, widget.first_name, screen.first_name]).toEqual(['read 1', 'read 1', 'read 1']);
    expect(profileReads()).toHaveLength(1);
  });

  it('reads again when asked for a fresh one, and then shares that one', async () => {
    const { profileReads } = countingProfiles();
    const { client } = sessionClient(server());
    await sdk.loadProfile(client);
    expect((await sdk.loadProfile(client, true)).first_name).toBe('read 2');
    expect((await sdk.loadProfile(client)).first_name).toBe('read 2');
    expect(profileReads()).toHaveLength(2);
  });

  it('reads again after another sign-in on the same client', async () => {
    const { profileReads } = countingProfiles();
    const { client, session } = sessionClient(server());
    await sdk.loadProfile(client);
    session.getState().signIn('tok-2', { id: 2, roles: [{ type: 'MENTOR' }] }, 'MENTOR');
    expect((await sdk.loadProfile(client)).first_name).toBe('read 2');
    expect(profileReads()).toHaveLength(2);
  });

  it('shares the saved profile after a save, without reading it again', async () => {
    const s = server();
    s.respond((req) =>
      req.method === 'PATCH'
        ? { body: { data: { id: 1, first_name: 'saved' } } }
        : { body: { data: { id: 1 } } },
    );
    const { client } = sessionClient(s);
    await sdk.loadProfile(client);
    await sdk.updateProfile(client, { first_name: 'saved' });
    expect((await sdk.loadProfile(client)).first_name).toBe('saved');
    expect(s.requests.map((r) => r.method)).toEqual(['GET', 'PATCH']);
  });

  it('forgets a failed read: the next caller asks again', async () => {
    const s = server();
    let reads = 0;
    s.respond(() =>
      ++reads === 1
        ? { status: 500, body: { message: 'down' } }
        : { body: { data: { id: 1, first_name: 'ok' } } },
    );
    const { client } = sessionClient(s);
    await expect(sdk.loadProfile(client)).rejects.toBeTruthy();
    expect((await sdk.loadProfile(client)).first_name).toBe('ok');
  });
});
