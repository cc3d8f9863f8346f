import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Api, createApi } from '@modkit/api';
import express from 'express';
import { sql } from 'kysely';
import pg from 'pg';
import { createLtiTool, type LtiTool } from '../src/index';
import { CLAIM, platformRegistration, startTestPlatform, type TestPlatform } from './platform/test-platform';

/** TEST_ENGINE=postgres (npm run test:postgres): the same suites on PostgreSQL, each in a schema of its own. */
const usingPostgres = process.env.TEST_ENGINE === 'postgres' && !!process.env.TEST_DATABASE_URL;

export interface Harness {
  toolUrl: string;
  api: Api;
  tool: LtiTool;
  platform: TestPlatform;
  /** Where its database is (a second server may share it): the data folder, and the PostgreSQL schema. */
  dataDir: string;
  pgSchema: string | undefined;
  close(): Promise<void>;
}

async function freshSchema(): Promise<string | undefined> {
  if (!usingPostgres) return undefined;
  const schema = `lti_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  return schema;
}

/** The api and the tool on one port (as `npm start` composes them), and a test platform registered with it. */
export async function startHarness(
  toolOptions: Partial<Parameters<typeof createLtiTool>[0]> = {},
  apiOptions: Partial<Parameters<typeof createApi>[0]> = {},
): Promise<Harness> {
  const app = express();
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const toolUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'modkit-lti-'));
  const pgSchema = await freshSchema();
  const api = await createApi({
    dataDir,
    publicUrl: toolUrl,
    databaseUrl: usingPostgres ? process.env.TEST_DATABASE_URL : undefined,
    ...(pgSchema ? { pgSchema } : {}),
    ...apiOptions,
  });
  const tool = await createLtiTool({
    api,
    publicUrl: toolUrl,
    encryptionKey: 'test-encryption-key',
    ...(pgSchema ? { pgSchema } : {}),
    ...toolOptions,
  });
  // As the composed server: X-Forwarded-For is believed only from the proxies TRUST_PROXY names (loopback).
  app.set('trust proxy', api.ctx.config.trustProxy);
  app.use('/api', api.app);
  app.use('/lti', tool.router);
  const platform = await startTestPlatform(toolUrl);
  await tool.registerPlatform(platformRegistration(platform));
  return {
    toolUrl,
    api,
    tool,
    platform,
    dataDir,
    pgSchema,
    close: async () => {
      await platform.close();
      await tool.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      if (pgSchema) await sql`drop schema ${sql.raw(pgSchema)} cascade`.execute(api.ctx.db);
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

/** The api token and widget a launch page carries in its script's configuration, or null (a refusal page). */
export function launchSession(html: string): { token: string; target: unknown } | null {
  const found = /"session":(\{"token":"[^"]+","target":\{.*?\}\}\})/.exec(html)?.[1];
  return found ? (JSON.parse(found) as { token: string; target: unknown }) : null;
}

/** A launch as `sub` whose LMS asks for `locale` (`launch_presentation.locale`; none when undefined). */
export async function launchInLocale(h: Harness, sub: string, locale: string | undefined) {
  const started = await login(h);
  const presentation = `${CLAIM}launch_presentation`;
  const extra = locale === undefined ? {} : { [presentation]: { document_target: 'iframe', locale } };
  const claims = h.platform.claims({ nonce: started.nonce, sub, extra });
  return launch(h, { id_token: await h.platform.sign(claims), state: started.state }, started.cookie);
}
