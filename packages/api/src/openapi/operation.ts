import type { z } from 'zod';

/** One operation of the api as the reference documents it. Schemas come from the shared contract. */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path, relative to /api, with `{param}`s. */
  path: string;
  tag: string;
  summary: string;
  auth: boolean;
  query?: z.ZodType;
  body?: z.ZodType;
  multipart?: boolean;
  /** Honours `Idempotency-Key` (issue 44): a repeated key is answered with the first answer. */
  idempotent?: boolean;
  response?: z.ZodType;
}

/**
 * One row of an operations table: the route (`'method /path'`, then `public` when it needs no token,
 * `multipart` when its body is a form and `idempotent` when it honours `Idempotency-Key`), the summary, the request schema (the query of a GET, the body
 * otherwise; null when there is none) and the response schema.
 */
export type OperationRow = readonly [
  route: string,
  summary: string,
  input?: z.ZodType | null,
  response?: z.ZodType,
];

const METHODS: readonly Operation['method'][] = ['get', 'post', 'put', 'patch', 'delete'];

function toOperation(tag: string, [route, summary, input, response]: OperationRow): Operation {
  const [method, path, ...flags] = route.split(' ') as [Operation['method'], string, ...string[]];
  if (!METHODS.includes(method) || !path?.startsWith('/')) throw new Error(`Bad operation route: ${route}`);
  const multipart = flags.includes('multipart');
  const idempotent = flags.includes('idempotent');
  return {
    method,
    path,
    tag,
    summary,
    auth: !flags.includes('public'),
    ...(input ? { [method === 'get' ? 'query' : 'body']: input } : {}),
    ...(multipart ? { multipart } : {}),
    ...(idempotent ? { idempotent } : {}),
    ...(response ? { response } : {}),
  };
}

/** An operation's route as the operations tables write it, without the flags: `'get /comments/{id}'`. */
export const routeKey = (operation: Pick<Operation, 'method' | 'path'>): string =>
  `${operation.method} ${operation.path}`;

/** The Express path of an OpenAPI path: `/comments/{id}` → `/comments/:id`. */
export const expressPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** The operations of one tag, from their rows. */
export const tagged = (tag: string, rows: readonly OperationRow[]): Operation[] =>
  rows.map((row) => toOperation(tag, row));
