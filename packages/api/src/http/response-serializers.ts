import { isDeepStrictEqual } from 'node:util';
import type { Express, Response } from 'express';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type Serialize = (body: unknown) => string;
type JsonSchema = Record<string, unknown>;

/**
 * Answers serialised by functions compiled from the contract's response schemas (fast-json-stringify), each
 * compiled on its operation's first answer: `JSON.stringify` walked every card of a page, and was the largest
 * single function left in a read's profile. Only successful answers of a documented operation use them (errors
 * keep their shape by `JSON.stringify`). Outside production each compiled answer is checked against
 * `JSON.stringify` of the same body, and a difference fails the request: the suites then prove, operation by
 * operation, that each answer holds what it held (a field the contract does not list would be dropped).
 */
export function serializeResponses(
  app: Express,
  schemas: ReadonlyMap<string, z.ZodType>,
  options: { verify: boolean },
): void {
  const compiled = new Map<string, Serialize | null>();
  const serializerOf = (key: string): Serialize | null => {
    let serialize = compiled.get(key);
    if (serialize === undefined) {
      const schema = schemas.get(key);
      serialize = schema ? compile(schema) : null;
      compiled.set(key, serialize);
    }
    return serialize;
  };
  const send = app.response.send;
  app.response.json = function json(this: typeof app.response, body: unknown) {
    const path = (this.req as { route?: { path?: string } }).route?.path;
    const serialize = path && this.statusCode < 300 ? serializerOf(`${this.req.method} ${path}`) : null;
    const text = serialize ? serialize(body) : JSON.stringify(body);
    if (serialize && options.verify) verify(`${this.req.method} ${path}`, text, JSON.stringify(body));
    return sendJsonText(this, text, send);
  };
}

/**
 * Sends a JSON text already made (or its UTF-8 bytes: a page made of kept parts) as `res.json` sends its
 * serialised body: the same headers and bytes.
 */
export function sendJsonText(
  res: Response,
  text: string | Buffer,
  send: Response['send'] = res.send,
): Response {
  if (plainAnswer(res)) {
    res.setHeader('Content-Type', JSON_TYPE);
    res.setHeader('Content-Length', String(Buffer.byteLength(text)));
    res.end(text);
    return res;
  }
  if (!res.get('Content-Type')) res.set('Content-Type', 'application/json');
  // `send` adds the charset to a text's type (not to bytes'), so bytes go as their text.
  return send.call(res, typeof text === 'string' ? text : text.toString('utf8'));
}

/** The serializer fast-json-stringify compiles from a contract schema (null when it cannot compile it). */
export function compileSerializer(schema: z.ZodType): Serialize | null {
  return compile(schema);
}

/** What Express's `res.type('application/json')` and `send`'s charset step make of it. */
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * An answer `res.send` would send as it is: a GET's success with no type, length or encoding set, no ETag
 * to make (the api sets `etag` off) and no conditional header that could make it a 304. Such an answer is
 * sent directly (its type, its length, the text): `send` parses and formats the type again to set its
 * charset, looks up the ETag setting, checks freshness and copies a long text into a Buffer, which then
 * goes out in a second write after the headers.
 */
function plainAnswer(res: Response): boolean {
  const { req } = res;
  const status = res.statusCode;
  return (
    req.method === 'GET' &&
    status >= 200 &&
    status < 300 &&
    status !== 204 &&
    status !== 205 &&
    req.headers['if-none-match'] === undefined &&
    req.headers['if-modified-since'] === undefined &&
    !res.hasHeader('Content-Type') &&
    !res.hasHeader('Transfer-Encoding') &&
    !res.hasHeader('ETag') &&
    typeof res.app.get('etag fn') !== 'function'
  );
}

function compile(schema: z.ZodType): Serialize | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
    delete json.$schema;
    return fastJson(simplified(json) as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return null; // a schema it cannot compile keeps JSON.stringify
  }
}

/**
 * The schema as fast-json-stringify serialises it fastest: `anyOf: [X, { type: 'null' }]` (zod's nullable)
 * becomes X with `null` among its types (anyOf makes it validate each value to choose), and integer bounds
 * (zod's safe-integer range) go (they only validate).
 */
function simplified(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplified);
  if (!schema || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(
    Object.entries(schema as JsonSchema).map(([key, value]) => [key, simplified(value)]),
  ) as JsonSchema;
  const anyOf = node.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullAt = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt >= 0 && other && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = node;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  if (node.type === 'integer' || (Array.isArray(node.type) && node.type.includes('integer'))) {
    delete node.minimum;
    delete node.maximum;
  }
  return node;
}

/**
 * The response schemas of the operations `chosen` (`'get /modules/search'`), by method and Express path
 * (`GET /modules/:id`). Chosen: operations whose answers hold exactly what their contract lists (many answers
 * carry more than their contract, which a compiled serializer would drop; the check outside production says
 * which).
 */
export function responseSchemas(
  operations: ReadonlyArray<{ method: string; path: string; response?: z.ZodType }>,
  chosen: ReadonlySet<string>,
): Map<string, z.ZodType> {
  const schemas = new Map<string, z.ZodType>();
  for (const { method, path, response } of operations)
    if (response && chosen.has(`${method} ${path}`))
      schemas.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, response);
  return schemas;
}

/**
 * Fails (outside production) when a compiled answer does not hold what JSON.stringify's does. Members come
 * in the contract's order rather than the handler's (JSON does not order an object's members); anything
 * else — a field left out, a value changed — fails, showing the first difference.
 */
function verify(operation: string, compiled: string, expected: string): void {
  if (compiled === expected || isDeepStrictEqual(JSON.parse(compiled), JSON.parse(expected))) return;
  throw new Error(
    `The compiled serializer of ${operation} changed its answer: ${compiled} instead of ${expected}`,
  );
}
