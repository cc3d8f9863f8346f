import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  CanceledError,
  createClient,
  createMemoryStorage,
  createSessionStore,
  latestOnly,
  SESSION_EXPIRED_MESSAGE,
} from '../src/index';
import { type RecordingServer, startRecordingServer } from './recording-server';

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.respond(() => undefined);
});

function signedInClient(path = '/my-library') {
  const session = createSessionStore({ storage: createMemoryStorage() });
  session.getState().signIn('tok-123', { id: 7, roles: [{ type: 'STUDENT' }] }, 'STUDENT');
  const client = createClient({ baseURL: server.url, session, currentPath: () => path });
  return { session, client };
}

describe('client transport', () => {
  it('sends the bearer token when signed in and none when anonymous', async () => {
    const { client } = signedInClient();
    await client.request('GET', '/users/profile');
    expect(server.last().headers.authorization).toBe('Bearer tok-123');
    await createClient({ baseURL: server.url }).request('GET', '/packages');
    expect(server.last().headers.authorization).toBeUndefined();
  });

  it('drops empty query values and keeps the rest', async () => {
    await createClient({ baseURL: server.url }).request('GET', '/modules/search', {
      query: { page: 1, keyword: '', category_id: undefined, status: 'PUBLISH' },
    });
    expect(server.last().query).toEqual({ page: '1', status: 'PUBLISH' });
  });

  it('turns an error answer into an ApiError with the first message per field', async () => {
    server.respond(() => ({
      status: 422,
      body: { message: 'Validation failed', error: { email: ['Email is Required', 'other'] } },
    }));
    const error = await createClient({ baseURL: server.url })
      .request('POST', '/auth/login', { json: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toBe('Validation failed');
    expect((error as ApiError).fieldErrors).toEqual({ email: 'Email is Required' });
  });
});

describe('session-level behaviour (part 1 §4)', () => {
  it('a 401 Unauthorized outside / and /login clears the session and emits the expiry text', async () => {
    const { client, session } = signedInClient('/my-library');
    const seen: string[] = [];
    client.on('session-expired', (e) => seen.push(e.message));
    const machineId = session.getState().settings.machine_id;
    server.respond(() => ({ status: 401, statusText: 'Unauthorized', body: { message: 'Unauthorized' } }));
    await expect(client.request('GET', '/users/profile')).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([SESSION_EXPIRED_MESSAGE]);
    expect(session.getState().isAuthenticated).toBe(false);
    expect(session.getState().settings.machine_id).toBe(machineId);
  });

  it('a 401 on /login is a failed login, not an expiry', async () => {
    const { client, session } = signedInClient('/login');
    const seen: string[] = [];
    client.on('session-expired', (e) => seen.push(e.message));
    server.respond(() => ({ status: 401, statusText: 'Unauthorized', body: { message: 'Unauthorized' } }));
    await expect(client.request('POST', '/auth/login', { json: {} })).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([]);
    expect(session.getState().isAuthenticated).toBe(true);
  });

  it("a 400 containing 'Your account is Inactive.' logs out and asks for a reload after 1 s", async () => {
    const { client, session } = signedInClient();
    const seen: number[] = [];
    client.on('account-inactive', (e) => seen.push(e.reloadAfterMs));
    server.respond(() => ({ status: 400, body: { message: 'Sorry. Your account is Inactive.' } }));
    await expect(client.request('GET', '/users/profile')).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([1000]);
    expect(session.getState().user).toBeNull();
  });
});

describe('latestOnly (search cancellation)', () => {
  it("cancels the previous call with 'Operation canceled' and resolves the newest", async () => {
    const client = createClient({ baseURL: server.url });
    server.respond((req) => ({
      delayMs: req.query.keyword === 'slow' ? 300 : 0,
      body: { data: req.query.keyword },
    }));
    const search = latestOnly((signal, keyword: string) =>
      client.request<{ data: string }>('GET', '/modules/search', { query: { keyword }, signal }),
    );
    const first = search('slow');
    const second = search('fast');
    const firstError = await first.catch((e: unknown) => e);
    expect(firstError).toBeInstanceOf(CanceledError);
    expect((firstError as Error).message).toBe('Operation canceled');
    await expect(second).resolves.toEqual({ data: 'fast' });
  });
});
