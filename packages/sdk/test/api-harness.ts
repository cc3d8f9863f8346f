import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createClient, createMemoryStorage, createSessionStore } from '../src/index';
import type { Role } from '../src/rules/session';
import { type RecordedRequest, type RecordingServer, startRecordingServer } from './recording-server';

/**
 * Starts one recording server for a test file and resets its log and responder before each test.
 * Returns a getter because the server exists only once `beforeAll` has run.
 */
export function withRecordingServer(): () => RecordingServer {
  let server: RecordingServer | undefined;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    if (!server) return;
    server.requests.length = 0;
    server.respond(() => undefined);
  });
  return () => {
    if (!server) throw new Error('recording server not started');
    return server;
  };
}

/** A client with a persisted-in-memory session, signed in as `role` unless `role` is null. */
export function sessionClient(server: RecordingServer, role: Role | null = 'STUDENT') {
  const session = createSessionStore({ storage: createMemoryStorage() });
  if (role) session.getState().signIn('tok-1', { id: 1, roles: [{ type: role }] }, role);
  const client = createClient({ baseURL: server.url, session, currentPath: () => '/my-library' });
  return { client, session };
}

/** The multipart fields of a recorded request: text values as strings, files as `{ name, type, text }`. */
export async function multipartOf(
  request: RecordedRequest,
): Promise<Record<string, Array<string | { name: string; type: string; text: string }>>> {
  const form = await new Response(new Uint8Array(request.rawBody), {
    headers: { 'content-type': request.contentType },
  }).formData();
  const out: Record<string, Array<string | { name: string; type: string; text: string }>> = {};
  for (const [key, value] of form.entries()) {
    const entry =
      typeof value === 'string' ? value : { name: value.name, type: value.type, text: await value.text() };
    const list = out[key] ?? [];
    list.push(entry);
    out[key] = list;
  }
  return out;
}

/** A paged answer of the wire conventions. */
export function pagedReply<T>(results: T[], total: number) {
  return { body: { data: { results }, meta: { pagination: { total, page: 1, limit: 10 } } } };
}
