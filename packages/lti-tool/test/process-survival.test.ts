import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './process/raw-request';
import { startToolProcess, type ToolProcess } from './process/spawn-tool';

/**
 * An error that escapes its handler — thrown in a timer the request started, a promise nobody awaits, or
 * after the answer went out (issue 23) — is logged with the request's id, answers 500 if the request is still
 * open, and the server keeps serving. The server is the api and the LTI tool in a process of their own, set
 * up as `npm start` sets itself up, with test-only routes that throw so.
 */
let server: ToolProcess;
beforeAll(async () => {
  server = await startToolProcess({ TOOL_PROCESS_FAULTS: '1' });
});
afterAll(async () => {
  await server?.stop();
});

const health = async () =>
  (await rawRequest(`${server.url}/api/health`, 'GET').catch(() => ({ status: 0 }))).status;

describe('an error thrown outside a request handler', () => {
  it.each([
    ['/faults/throw-in-timer', 'thrown in a timer of the request', 'uncaughtException'],
    ['/faults/reject-unawaited', 'rejected with nobody waiting', 'unhandledRejection'],
  ])(
    '%s: the open request gets a 500, the log names it, the server keeps serving',
    async (path, message, kind) => {
      const id = `fault-${kind}`;
      const answer = await rawRequest(`${server.url}${path}`, 'GET', { headers: { 'X-Request-Id': id } });
      expect(answer.status).toBe(500);
      expect(JSON.parse(answer.body)).toEqual({
        message: 'Something went wrong. Please try again.',
        error: {},
      });
      await expect
        .poll(() => logLine(server.output(), id))
        .toMatchObject({ reqId: id, kind, err: { message } });
      expect(await health()).toBe(200);
    },
  );

  it('after the answer went out: logged with the request id, and the server keeps serving', async () => {
    const id = 'fault-after-answer';
    const answer = await rawRequest(`${server.url}/faults/throw-after-answer`, 'GET', {
      headers: { 'X-Request-Id': id },
    });
    expect(answer.status).toBe(200);
    await expect
      .poll(() => logLine(server.output(), id))
      .toMatchObject({ err: { message: 'thrown after the answer' } });
    expect(await health()).toBe(200);
  });

  it('an LTI request without a body, once stopping the process, answers a 4xx page and leaves it serving', async () => {
    for (const path of ['/lti/nothing-here', '/lti/exchange?code=x', '/lti/handoff', '/lti/launch']) {
      const answer = await rawRequest(`${server.url}${path}`, 'GET');
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
      expect(await health()).toBe(200);
    }
    expect(server.child.exitCode).toBeNull();
  });
});

/** The JSON log line with this request id, if the server wrote it. */
function logLine(output: string, id: string): Record<string, unknown> | undefined {
  for (const line of output.split('\n')) {
    if (!line.startsWith('{') || !line.includes(id)) continue;
    const parsed = JSON.parse(line) as Record<string, unknown>;
    if (parsed.reqId === id && parsed.kind) return parsed;
  }
  return undefined;
}
