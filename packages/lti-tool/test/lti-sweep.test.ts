import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './process/raw-request';
import { startToolProcess, type ToolProcess } from './process/spawn-tool';

/**
 * The LTI tool's sweep (security issue 23), as the api's contract fuzzer is the api's: every route of the
 * tool (ltijs's and ours, and paths it does not have) × every method × the body shapes any client can send,
 * against the real server in a process of its own. Each answer is below 500 (an error is a page or JSON),
 * and after each request the server still answers its health check: no request stops the process.
 */
const PATHS = [
  '/lti/login',
  '/lti/launch',
  '/lti/launch?ltik=not-a-token',
  '/lti/keys',
  '/lti/register',
  '/lti/config.json',
  '/lti/exchange',
  '/lti/exchange?code=x',
  '/lti/handoff',
  '/lti/deep-link',
  '/lti/roster-sync',
  '/lti/admin/platforms',
  '/lti/admin/platforms/approve',
  '/lti/admin/platforms/refuse',
  '/lti',
  '/lti/nothing-here',
  '/lti/nothing-here?ltik=not-a-token',
  '/lti/%E0%A4%A',
];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const JSON_TYPE = { 'Content-Type': 'application/json' };
const FORM_TYPE = { 'Content-Type': 'application/x-www-form-urlencoded' };
const BODIES: Record<string, { headers?: Record<string, string>; body?: string }> = {
  none: {},
  empty: { headers: JSON_TYPE, body: '' },
  'malformed JSON': { headers: JSON_TYPE, body: '{"code": ' },
  'JSON array': { headers: JSON_TYPE, body: '[1,2]' },
  'JSON string': { headers: JSON_TYPE, body: '"x"' },
  'JSON null': { headers: JSON_TYPE, body: 'null' },
  text: { headers: { 'Content-Type': 'text/plain' }, body: 'state=x' },
  form: { headers: FORM_TYPE, body: 'state=x&id_token=not-a-jwt&code=x&path=%2F' },
  'form with arrays': { headers: FORM_TYPE, body: 'state=a&state=b&id_token=a&id_token=b' },
  'bearer and malformed JSON': { headers: { ...JSON_TYPE, Authorization: 'Bearer x.y.z' }, body: '{' },
};

let server: ToolProcess;
beforeAll(async () => {
  server = await startToolProcess();
});
afterAll(async () => {
  await server?.stop();
});

describe('every route of the LTI tool, any method, any body', () => {
  it.each(PATHS.map((path) => [path]))('%s answers below 500 and the server keeps serving', async (path) => {
    const wrong: string[] = [];
    for (const method of METHODS) {
      for (const [shape, request] of Object.entries(BODIES)) {
        const what = `${method} ${path} (${shape})`;
        const answer = await rawRequest(`${server.url}${path}`, method, request).catch((error: Error) => ({
          status: 0,
          contentType: '',
          body: error.message,
        }));
        if (answer.status === 0 || answer.status >= 500)
          wrong.push(`${what}: ${answer.status} ${answer.body.slice(0, 120)}`);
        else if (answer.status >= 400 && method !== 'HEAD' && !/json|html/.test(answer.contentType))
          wrong.push(`${what}: ${answer.status} answered as '${answer.contentType}'`);
        const health = await rawRequest(`${server.url}/api/health`, 'GET').catch(() => ({ status: 0 }));
        if (health.status !== 200) {
          wrong.push(`${what}: the server stopped answering (health ${health.status})`);
          break;
        }
      }
      if (wrong.some((line) => line.includes('stopped answering'))) break;
    }
    expect(wrong).toEqual([]);
  });
});
