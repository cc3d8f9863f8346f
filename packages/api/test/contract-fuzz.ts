import { createPrng, pick } from '../src/seed/prng';
import { ACCESS, AUTHZ, type Outcome } from './authz-table';
import type { AuthzWorld, Caller, SignedCaller } from './authz-world';
import { fillPath, isErrorShape, type JsonSchema, type WalkedOperation } from './openapi-walk';

/**
 * The contract fuzzer: for each operation of `/api/openapi.json`, a valid request generated from its schema
 * (ids from the authorization table, so the request reaches the handler) and then mutated, deterministically
 * from a seed: wrong types, a 1e6-character string, 5 000-deep nesting, NUL bytes, unicode, SQL and FTS
 * metacharacters, edge numbers (1e400 too), missing and extra fields, broken bodies, malformed multipart and
 * odd path ids. The api must never answer 5xx, and every 4xx must be in its error shape `{ message, error }`.
 */

/** A JSON fragment written verbatim (numbers JSON.stringify cannot write, deep nesting, broken text). */
class Raw {
  constructor(readonly text: string) {}
}
const raw = (text: string) => new Raw(text);

function encode(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(encode).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${encode(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}
/** encodeURIComponent, with a lone surrogate sent as its (invalid) UTF-8 bytes instead of throwing. */
const encodeUrl = (text: string) =>
  text.replace(/[\s\S]/gu, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      return '%ED%A0%80';
    }
  });
const asText = (value: unknown) =>
  value instanceof Raw
    ? value.text
    : typeof value === 'object' && value !== null
      ? encode(value)
      : String(value);

const HUGE = 1_000_000;
/** Query and path values stay under Node's 16 KiB header limit (beyond it Node itself answers 431). */
const LONG_IN_URL = 6_000;
const DEEP = 5_000;

const WRONG_TYPES: unknown[] = [
  123,
  -1,
  true,
  false,
  null,
  [],
  {},
  'text',
  [1, 'two', null],
  { a: { b: 1 } },
];
const UNICODE = [
  '😀'.repeat(40),
  '\u202Eevil\u202C',
  'e\u0301\u0301\u0301',
  '\ud800',
  '\uFEFFbom',
  '\u200B\u200C\u200D',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '中文测试',
  'ﷺ',
  'İı',
];
const INJECTION = [
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  "'; SELECT pg_sleep(3); --",
  '*',
  'NEAR(a b)',
  'a AND OR NOT',
  '%_\\',
  ')(',
  '"unbalanced',
  'name:*',
  '^x',
  '\\',
  '$1',
  '{{7*7}}',
  '<script>alert(1)</script>',
];
const NUMBERS: unknown[] = [
  -1,
  0,
  -0,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  raw('1e400'),
  raw('-1e400'),
  raw('123456789012345678901234567890'),
  '1e400',
  'NaN',
  'Infinity',
  '-5',
  '0x10',
  '2147483648',
  '99999999999',
];
const PATH_IDS = [
  '-1',
  '0',
  '1e400',
  '99999999999999999999',
  '2147483648',
  '1.5',
  'abc',
  "1'--",
  '%00',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  '%20',
  '１',
];

export const MUTATIONS = [
  'wrong-type',
  'huge-string',
  'deep-nesting',
  'nul-byte',
  'unicode',
  'sql-fts',
  'edge-number',
  'missing',
  'extra-field',
  'body-shape',
  'multipart',
  'path-id',
  'repeated-query',
  'prototype-keys',
] as const;
export type Mutation = (typeof MUTATIONS)[number];

type Random = () => number;
const isString = (v: unknown) => typeof v === 'string';
const isNumber = (v: unknown) => typeof v === 'number';

/** A valid-looking value of a JSON schema (names guide strings: e-mail, password, url …). */
export function sample(schema: JsonSchema | undefined, random: Random, name = ''): unknown {
  if (!schema) return 'fuzz';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return pick(random, schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    const concrete = options.filter((o) => o.type !== 'null');
    return sample(pick(random, concrete.length ? concrete : options), random, name);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random() < 0.5) out[key] = sample(child, random, key);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sample(schema.items, random, name),
      );
    case 'integer':
    case 'number': {
      const low = Math.max(
        schema.minimum ?? 1,
        schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1,
      );
      return Math.min(low, schema.maximum ?? low);
    }
    case 'boolean':
      return true;
    default: {
      if (schema.format === 'uri' || /url|link|endpoint/i.test(name)) return 'https://example.test/fuzz';
      if (/email/i.test(name)) return 'fuzz@example.test';
      if (/password/i.test(name)) return 'Fuzz-pass-1';
      if (/phone/i.test(name)) return '5551234567';
      if (/date|scheduled/i.test(name)) return new Date(Date.now() + 9 * 86_400_000).toISOString();
      return 'fuzz';
    }
  }
}

/** One request of the fuzzer, ready to send. */
export interface FuzzRequest {
  op: string;
  mutation: Mutation;
  /** Where the mutation went (body.field, query.name, path.id, body). */
  slot: string;
  method: string;
  url: string;
  caller: Caller;
  headers: Record<string, string>;
  body?: string | Buffer;
}

const ORDER: Caller[] = ['owner', 'ownMentor', 'superMentor', 'admin', 'none'];
const isAllowed = (o: Outcome) => o === 'granted' || o === 'ok';

/** The caller whose request gets past authorization (so the mutation reaches the handler). */
export function fuzzCaller(op: WalkedOperation): Caller {
  const rule = AUTHZ[op.key];
  if (!rule) return 'owner';
  const expected = ACCESS[rule.access] as Record<Caller, Outcome>;
  return ORDER.find((c) => isAllowed(expected[c])) ?? 'owner';
}

const BOUNDARY = '----modkitFuzzBoundary';
const part = (name: string, value: string, fileName?: string, type = 'text/plain') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${
    fileName === undefined ? '' : `; filename="${fileName}"\r\nContent-Type: ${type}`
  }\r\n\r\n${value}\r\n`;
const multipartBody = (fields: Record<string, unknown>) =>
  `${Object.entries(fields)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => part(`${k}[]`, asText(x))) : [part(k, asText(v))]))
    .join('')}--${BOUNDARY}--\r\n`;
const MALFORMED_MULTIPART: Array<(fields: Record<string, unknown>) => [string, string]> = [
  (f) => [multipartBody(f).slice(0, -20), `multipart/form-data; boundary=${BOUNDARY}`],
  (f) => [multipartBody(f), 'multipart/form-data'],
  (f) => [`${part('first\u0000name', 'x')}${multipartBody(f)}`, `multipart/form-data; boundary=${BOUNDARY}`],
  (f) => [
    `${part('documents', 'x', 'a\u0000b.png', 'image/png')}${multipartBody(f)}`,
    `multipart/form-data; boundary=${BOUNDARY}`,
  ],
  (f) => [
    `${part('media', '<html><script>alert(1)</script>', 'photo.png', 'image/png')}${part('documents', '%PDF-fake', 'x.pdf', 'application/pdf')}${multipartBody(f)}`,
    `multipart/form-data; boundary=${BOUNDARY}`,
  ],
  (f) => [
    `${part('description', 'x'.repeat(200_000))}${multipartBody(f)}`,
    `multipart/form-data; boundary=${BOUNDARY}`,
  ],
  (f) => [
    `${Array.from({ length: 300 }, (_, i) => part(`f${i}`, 'x')).join('')}${multipartBody(f)}`,
    `multipart/form-data; boundary=${BOUNDARY}`,
  ],
  (f) => [multipartBody(f), `multipart/form-data; boundary=${BOUNDARY}x`],
  (f) => [
    `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n${multipartBody(f)}`,
    `multipart/form-data; boundary=${BOUNDARY}`,
  ],
  (f) => [
    `${part('documents', 'a', `${'long'.repeat(2000)}.txt`)}${multipartBody(f)}`,
    `multipart/form-data; boundary=${BOUNDARY}`,
  ],
];

/** The operation's cases, from a seed and the case number (deterministic). */
export function fuzzRequests(
  world: AuthzWorld,
  op: WalkedOperation,
  runs: number,
  seed: number,
): FuzzRequest[] {
  const rule = AUTHZ[op.key];
  let hash = seed >>> 0;
  for (const ch of op.key) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0;
  const random = createPrng(hash);
  const caller = fuzzCaller(op);
  const out: FuzzRequest[] = [];
  for (let i = 0; i < runs; i++) {
    // Mutation kinds in turn (each operation starts at its own place), so a dozen cases cover most of them.
    const mutation = MUTATIONS[(i + (hash % MUTATIONS.length)) % MUTATIONS.length]!;
    out.push(buildCase(world, op, rule?.params?.(world.ids) ?? {}, caller, mutation, random));
  }
  return out;
}

function buildCase(
  world: AuthzWorld,
  op: WalkedOperation,
  knownParams: Record<string, string | number>,
  caller: Caller,
  mutation: Mutation,
  random: Random,
): FuzzRequest {
  const rule = AUTHZ[op.key];
  const ids = world.ids;
  const params: Record<string, string | number> = {};
  for (const name of op.pathParams) params[name] = knownParams[name] ?? 1;
  const query: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(op.query))
    if (random() < 0.6) query[name] = sample(schema, random, name);
  Object.assign(query, rule?.query?.(ids));
  const hasBody = op.method !== 'GET' && op.method !== 'HEAD';
  let body: unknown = hasBody ? (op.body ? sample(op.body, random) : undefined) : undefined;
  // A copy: mutations change nested values, and the table's values are shared.
  const known = structuredClone(rule?.body?.(ids));
  if (body && typeof body === 'object' && known && typeof known === 'object') body = { ...body, ...known };
  else if (known !== undefined && hasBody) body = known;

  let rawPath: string | undefined;
  let rawBody: { text: string | Buffer; type: string } | undefined;
  let extraQuery = '';
  let slot = 'body';

  /** The mutable places of this request: body fields (nested), query parameters, path parameters. */
  const bodySlots: string[][] = [];
  const walk = (value: unknown, path: string[]) => {
    if (value && typeof value === 'object' && !(value instanceof Raw)) {
      for (const [k, v] of Object.entries(value)) {
        bodySlots.push([...path, k]);
        if (path.length < 3) walk(v, [...path, k]);
      }
    }
  };
  if (hasBody) walk(body, []);
  const querySlots = Object.keys(query);
  const setBody = (path: string[], value: unknown) => {
    if (!path.length) {
      body = value;
      return;
    }
    let target = body as Record<string, unknown>;
    for (const k of path.slice(0, -1)) target = target[k] as Record<string, unknown>;
    target[path.at(-1)!] = value;
  };

  const at = (path: string[]) => path.reduce<unknown>((t, k) => (t as Record<string, unknown>)?.[k], body);
  /** Mostly the slots whose generated value suits the mutation (numbers for edge numbers …), sometimes any. */
  const choose = <T>(slots: T[], current: (slot: T) => unknown, prefer?: (v: unknown) => boolean) => {
    const suited = prefer ? slots.filter((slot) => prefer(current(slot))) : [];
    return pick(random, suited.length && random() < 0.8 ? suited : slots);
  };
  /** Puts a value in a random slot: a body field when there is a body, else a query parameter. */
  const place = (value: unknown, urlValue: unknown = value, prefer?: (v: unknown) => boolean) => {
    const useBody =
      hasBody && (bodySlots.length > 0 || body === undefined || typeof body !== 'object') && random() < 0.75;
    if (useBody && bodySlots.length) {
      const path = choose(bodySlots, at, prefer);
      slot = `body.${path.join('.')}`;
      setBody(path, value);
    } else if (useBody) {
      slot = 'body.fuzz';
      body = { ...(typeof body === 'object' && body ? body : {}), fuzz: value };
    } else {
      const name =
        querySlots.length && random() < 0.7
          ? choose(querySlots, (q) => query[q], prefer)
          : pick(random, ['page', 'limit', 'keyword', 'id', 'fuzz']);
      slot = `query.${name}`;
      query[name] = urlValue;
    }
  };

  switch (mutation) {
    case 'wrong-type':
      place(pick(random, WRONG_TYPES), pick(random, ['[object Object]', 'true', 'null', '[]', 'a[b]=c']));
      break;
    case 'huge-string':
      place('x'.repeat(HUGE), 'x'.repeat(LONG_IN_URL), isString);
      break;
    case 'deep-nesting': {
      const nested =
        random() < 0.5
          ? raw(`${'['.repeat(DEEP)}${']'.repeat(DEEP)}`)
          : raw(`${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`);
      place(nested, `${'['.repeat(1000)}${']'.repeat(1000)}`);
      break;
    }
    case 'nul-byte':
      place(pick(random, ['a\u0000b', '\u0000', 'fuzz@example.test\u0000', '1\u0000']), undefined, isString);
      break;
    case 'unicode':
      place(pick(random, UNICODE), undefined, isString);
      break;
    case 'sql-fts':
      place(pick(random, INJECTION), undefined, isString);
      break;
    case 'edge-number':
      place(
        pick(random, NUMBERS),
        pick(random, [
          '-1',
          '0',
          '1e400',
          '99999999999999999999',
          '2147483648',
          '1.5',
          'NaN',
          '-0',
          '100001',
        ]),
        isNumber,
      );
      break;
    case 'missing':
      if (hasBody && bodySlots.length && random() < 0.7) {
        const path = pick(random, bodySlots);
        slot = `body.${path.join('.')}`;
        const parent = path.slice(0, -1).reduce((t, k) => (t as Record<string, unknown>)[k], body) as Record<
          string,
          unknown
        >;
        delete parent[path.at(-1)!];
      } else if (hasBody) {
        slot = 'body';
        body = undefined;
      } else if (querySlots.length) {
        const name = pick(random, querySlots);
        slot = `query.${name}`;
        delete query[name];
      } else slot = 'none';
      break;
    case 'extra-field':
      place(pick(random, ['extra', 1, { nested: ['x'] }]));
      if (hasBody && body && typeof body === 'object')
        (body as Record<string, unknown>)[pick(random, ['role', 'user_id', 'status', 'id', 'verified'])] =
          pick(random, ['ADMIN', 1, 'SUCCESS', true]);
      break;
    case 'body-shape':
      slot = 'body';
      if (!hasBody) {
        place(pick(random, ['', ' ', '%', '&&&', '=']));
        break;
      }
      rawBody = pick(random, [
        { text: 'null', type: 'application/json' },
        { text: '[]', type: 'application/json' },
        { text: '"string"', type: 'application/json' },
        { text: '42', type: 'application/json' },
        { text: '{"a":', type: 'application/json' },
        { text: '', type: 'application/json' },
        { text: '{"a":1}', type: 'text/plain' },
        { text: 'a=1&a=2&b[c]=3', type: 'application/x-www-form-urlencoded' },
        { text: encode(body ?? {}), type: 'application/json; charset=utf-16' },
        { text: Buffer.from([0xff, 0xfe, 0x00, 0x7b]), type: 'application/json' },
      ]);
      break;
    case 'multipart': {
      slot = 'body';
      if (!hasBody) {
        place('multipart');
        break;
      }
      const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
      const [text, type] = pick(random, MALFORMED_MULTIPART)(fields);
      rawBody = { text, type };
      break;
    }
    case 'path-id': {
      if (!op.pathParams.length) {
        place(pick(random, PATH_IDS));
        break;
      }
      const name = pick(random, op.pathParams);
      slot = `path.${name}`;
      rawPath = op.path.replace(/\{(\w+)\}/g, (_m, p: string) =>
        p === name ? pick(random, PATH_IDS) : encodeURIComponent(String(params[p])),
      );
      break;
    }
    case 'repeated-query': {
      const name = querySlots.length ? pick(random, querySlots) : 'page';
      slot = `query.${name}`;
      extraQuery = Array.from({ length: 500 }, (_, i) => `${encodeURIComponent(name)}=${i}`).join('&');
      break;
    }
    case 'prototype-keys':
      slot = 'body.__proto__';
      if (hasBody)
        rawBody = {
          text: `{"__proto__":{"role":"ADMIN","isAdmin":true},"constructor":{"prototype":{"polluted":1}}${
            body && typeof body === 'object' && Object.keys(body).length ? `,${encode(body).slice(1)}` : '}'
          }`,
          type: 'application/json',
        };
      else extraQuery = '__proto__[role]=ADMIN&constructor[prototype][x]=1';
      break;
  }

  const path = rawPath ?? fillPath(op.path, params);
  const q = [
    ...Object.entries(query).map(([k, v]) => `${encodeUrl(k)}=${encodeUrl(asText(v))}`),
    ...(extraQuery ? [extraQuery] : []),
  ].join('&');
  const headers: Record<string, string> = {};
  let sent: string | Buffer | undefined;
  if (rawBody) {
    sent = rawBody.text;
    headers['Content-Type'] = rawBody.type;
  } else if (hasBody && body !== undefined) {
    if (op.multipart && body && typeof body === 'object' && !(body instanceof Raw)) {
      sent = multipartBody(body as Record<string, unknown>);
      headers['Content-Type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    } else {
      sent = encode(body);
      headers['Content-Type'] = 'application/json';
    }
  }
  return {
    op: op.key,
    mutation,
    slot,
    method: op.method,
    url: path + (q ? `?${q}` : ''),
    caller,
    headers,
    body: sent,
  };
}

export interface FuzzFinding {
  request: Omit<FuzzRequest, 'body' | 'headers'> & { body?: string };
  status: number;
  answer: string;
}

/** Sends one case; a finding when the answer is a 5xx, a 4xx outside the error shape, or no answer at all. */
export async function sendCase(
  world: AuthzWorld,
  request: FuzzRequest,
): Promise<{ status: number; finding?: FuzzFinding }> {
  const rule = AUTHZ[request.op];
  const signed = !['none', 'tampered', 'revoked'].includes(request.caller);
  const token =
    rule?.freshToken && signed
      ? await world.freshToken(request.caller as SignedCaller)
      : world.tokens[request.caller];
  const headers = { ...request.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  let status = 0;
  let text = '';
  try {
    const res = await fetch(world.server.url + request.url, {
      method: request.method,
      headers,
      body: request.body as BodyInit | undefined,
    });
    status = res.status;
    text = await res.text();
  } catch (error) {
    text = `no answer: ${String(error)}`;
  }
  if (rule?.restore && status < 400) await rule.restore(world);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const bad = status === 0 || status >= 500 || (status >= 400 && !isErrorShape(parsed));
  if (!bad) return { status };
  const { body, headers: _h, ...rest } = request;
  return {
    status,
    finding: {
      request: {
        ...rest,
        url: rest.url.slice(0, 300),
        body: body === undefined ? undefined : String(body).slice(0, 300),
      },
      status,
      answer: text.slice(0, 300),
    },
  };
}

export interface FuzzReport {
  operations: number;
  requests: number;
  statuses: Record<number, number>;
  findings: FuzzFinding[];
}

/** Fuzzes every operation (those that revoke or remove last), `runs` cases each. */
export async function fuzzOperations(
  world: AuthzWorld,
  operations: WalkedOperation[],
  { runs, seed }: { runs: number; seed: number },
): Promise<FuzzReport> {
  const report: FuzzReport = { operations: 0, requests: 0, statuses: {}, findings: [] };
  for (const op of operations) {
    report.operations++;
    for (const request of fuzzRequests(world, op, runs, seed)) {
      const { status, finding } = await sendCase(world, request);
      report.requests++;
      report.statuses[status] = (report.statuses[status] ?? 0) + 1;
      if (finding) report.findings.push(finding);
    }
  }
  return report;
}
