import { describe, expect, it } from 'vitest';
import { serverForFile } from '../fixtures/server-for-file';

const server = serverForFile();

describe('system routes', () => {
  it('answers health', async () => {
    expect(await server().call('GET', '/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('answers unknown paths with 404 in the spec shape', async () => {
    const res = await server().call('GET', '/no-such-thing');
    expect(res).toEqual({ status: 404, body: { message: 'No route for GET /no-such-thing', error: {} } });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await fetch(`${server().url}/health`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The request body is not valid JSON.', error: {} });
  });

  it('refuses path traversal in stored files', async () => {
    const res = await server().call('GET', '/files/..%2f..%2fetc/passwd');
    expect(res.status).toBe(404);
  });

  it('lists the developer mailbox outside production', async () => {
    await server().api.ctx.mail.send({ to: 'a@b.test', subject: 'Hi', text: 'Hello' });
    const res = await server().call('GET', '/dev/mailbox?to=a@b.test');
    expect(res.status).toBe(200);
    expect(res.body.data.results[0]).toMatchObject({ to_address: 'a@b.test', subject: 'Hi', text: 'Hello' });
  });
});
