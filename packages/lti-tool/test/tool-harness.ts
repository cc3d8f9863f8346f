import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Api, createApi } from '@modkit/api';
import express from 'express';
import { createLtiTool, type LtiTool } from '../src/index';
import { startTestPlatform, type TestPlatform } from './platform/test-platform';

export interface Harness {
  toolUrl: string;
  api: Api;
  tool: LtiTool;
  platform: TestPlatform;
  close(): Promise<void>;
}

/** The api and the tool on one port (as `npm start` composes them), and a test platform registered with it. */
export async function startHarness(
  toolOptions: Partial<Parameters<typeof createLtiTool>[0]> = {},
): Promise<Harness> {
  const app = express();
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const toolUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'modkit-lti-'));
  const api = await createApi({ dataDir, publicUrl: toolUrl, databaseUrl: undefined });
  const tool = await createLtiTool({
    api,
    publicUrl: toolUrl,
    encryptionKey: 'test-encryption-key',
    ...toolOptions,
  });
  app.use('/api', api.app);
  app.use('/lti', tool.router);
  const platform = await startTestPlatform(toolUrl);
  await tool.registerPlatform({
    issuer: platform.url,
    clientId: platform.clientId,
    name: 'Test LMS',
    authenticationEndpoint: `${platform.url}/auth`,
    accessTokenEndpoint: `${platform.url}/token`,
    jwksUrl: `${platform.url}/jwks`,
    deploymentIds: [platform.deploymentId],
  });
  return {
    toolUrl,
    api,
    tool,
    platform,
    close: async () => {
      await platform.close();
      await tool.close();
      await new Promise((resolve) => server.close(resolve));
      await api.close();
    },
  };
}

/** A browser-like OIDC login: the tool's redirect (state, nonce) and the cookie it set. */
export async function login(h: Harness, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    iss: h.platform.url,
    login_hint: 'hint-1',
    target_link_uri: `${h.toolUrl}/lti/launch`,
    client_id: h.platform.clientId,
    lti_deployment_id: h.platform.deploymentId,
    ...extra,
  });
  const res = await fetch(`${h.toolUrl}/lti/login?${query}`, { redirect: 'manual' });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const body = res.status === 200 ? await res.text() : '';
  const location =
    res.headers.get('location') ?? /"location":"([^"]+)"/.exec(body)?.[1]?.replace(/\\u0026/g, '&') ?? '';
  const url = new URL(location);
  return {
    status: res.status,
    body,
    cookie: cookies.join('; '),
    state: url.searchParams.get('state') ?? '',
    nonce: url.searchParams.get('nonce') ?? '',
    redirect: url,
  };
}

/** Posts a launch form as the platform's auto-submitting page would. */
export async function launch(h: Harness, form: Record<string, string>, cookie = '') {
  const res = await fetch(`${h.toolUrl}/lti/launch`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

export function launchCode(html: string): string {
  return /"code":"([^"]+)"/.exec(html)?.[1] ?? '';
}
