import { describe, expect, it } from 'vitest';
import type { Client } from '../src/client/create-client';
import type { Role } from '../src/rules/session';
import { pagedReply, sessionClient } from './api-harness';
import type { RecordingServer } from './recording-server';

/**
 * One SDK call of a call table: the request it must put on the wire, the answer the server gives, and what
 * the function must resolve to (always checked: `undefined` for a call that resolves to nothing).
 */
export interface CallRow {
  call: (client: Client) => Promise<unknown>;
  method: string;
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  reply?: { body: unknown };
  returns: unknown;
}

/** `{ data }`: the answer of a call that returns one thing. */
export const one = (data: unknown) => ({ body: { data } });

/** A list call: GET `path` (with `query` when given), answered with a page of `items` out of `total`, resolving to that page. */
export function listRow(
  call: CallRow['call'],
  path: string,
  query: Record<string, string> | undefined,
  items: unknown[],
  total: number,
): CallRow {
  return {
    call,
    method: 'GET',
    path,
    ...(query ? { query } : {}),
    reply: pagedReply(items, total),
    returns: { results: items, total },
  };
}

/** A call answered `{ data }` that resolves to `data`; `wire` holds the query or JSON body it must send. */
export function dataRow(
  call: CallRow['call'],
  method: string,
  path: string,
  data: unknown,
  wire: Pick<CallRow, 'query' | 'json'> = {},
): CallRow {
  return { call, method, path, ...wire, reply: one(data), returns: data };
}

/** A call that resolves to nothing: `method` on `path`, sending `json` when given (and nothing else). */
export function sendRow(call: CallRow['call'], method: string, path: string, json?: unknown): CallRow {
  return { call, method, path, ...(json !== undefined ? { json } : {}), returns: undefined };
}

/** Runs a call table against the recording server, signed in as `role` (with its bearer token). */
export function describeCallTable(
  title: string,
  server: () => RecordingServer,
  rows: Record<string, CallRow>,
  role: Role = 'STUDENT',
): void {
  describe(title, () => {
    it.each(Object.entries(rows))('%s', async (_name, row) => {
      const s = server();
      s.respond(() => row.reply ?? { body: { data: null } });
      const { client } = sessionClient(s, role);
      const result = await row.call(client);
      const sent = s.last();
      expect(sent.method).toBe(row.method);
      expect(sent.path).toBe(row.path);
      expect(sent.headers.authorization).toBe('Bearer tok-1');
      if (row.query) expect(sent.query).toEqual(row.query);
      if (row.json !== undefined) expect(sent.body).toEqual(row.json);
      expect(result).toEqual(row.returns);
    });
  });
}
