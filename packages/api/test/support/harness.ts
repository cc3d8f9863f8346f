import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import pino from 'pino';
import { type Api, type ApiOptions, createApi } from '../../src/app';

/**
 * A real api server on 127.0.0.1 for HTTP tests. The engine is SQLite in memory, or PostgreSQL
 * (an isolated schema per suite) when TEST_ENGINE=postgres and TEST_DATABASE_URL are set.
 */
export interface TestServer {
  api: Api;
  /** Base URL ending in /api. */
  url: string;
  /** A fetch against the api: JSON in and out, optional bearer token. */
  call(
    method: string,
    path: string,
    options?: { token?: string; json?: unknown; form?: FormData; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any }>;
  /** PostgreSQL: the suite's schema (another server may share it: `startTestServer({ sharing })`). */
  pgSchema?: string;
  close(): Promise<void>;
}

/** A response's status and body: parsed JSON, or the text as it came (files, pages). */
export async function readAnswer(response: Response): Promise<{ status: number; body: any }> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body };
}

export const usingPostgres = process.env.TEST_ENGINE === 'postgres' && !!process.env.TEST_DATABASE_URL;

/** One statement on the test PostgreSQL, on a connection of its own. */
async function onTestDatabase(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const dropSchema = (schema: string) => onTestDatabase(`drop schema ${schema} cascade`);

/**
 * `sharing`: a second server on the first one's database (PostgreSQL: its schema), as servers behind a balancer
 * share one; its close leaves the schema to the first.
 */
export async function startTestServer({
  sharing,
  ...options
}: ApiOptions & { sharing?: TestServer } = {}): Promise<TestServer> {
  let pgSchema: string | undefined = sharing?.pgSchema;
  const ownsSchema = usingPostgres && !sharing;
  if (ownsSchema) {
    pgSchema = `t_${randomBytes(6).toString('hex')}`;
    await onTestDatabase(`create schema ${pgSchema}`);
  }
  const api = await createApi({
    dataDir: ':memory:',
    databaseUrl: usingPostgres ? process.env.TEST_DATABASE_URL : undefined,
    ...(pgSchema ? { pgSchema } : {}),
    seedDemo: false,
    production: false,
    log: () => {},
    // Tests that expect a 5xx (readiness with the database gone) would print it: quiet unless a test listens.
    logger: pino({ level: 'silent' }),
    ...options,
  });
  const server: Server = await new Promise((resolve) => {
    const s = api.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    api,
    url,
    ...(pgSchema ? { pgSchema } : {}),
    async call(method, path, { token, json, form, headers = {} } = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      if (token) (init.headers as Record<string, string>).Authorization = `Bearer ${token}`;
      if (form) init.body = form;
      else if (json !== undefined) {
        (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
        init.body = JSON.stringify(json);
      }
      return readAnswer(await fetch(url + path, init));
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // The api first (its workers end their runs on the schema), then the schema, with a connection of its own.
      await api.close();
      if (pgSchema && ownsSchema) await dropSchema(pgSchema);
    },
  };
}
