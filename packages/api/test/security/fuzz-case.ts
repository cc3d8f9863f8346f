import { pick } from '../../src/seed/prng';
import { fillPath, type WalkedOperation } from '../support/openapi-walk';
import type { Caller } from './authz/authz-world';
import type { FuzzRequest } from './contract-fuzz';
import {
  asText,
  BOUNDARY,
  DEEP,
  EDGE_NUMBER_TEXTS,
  encode,
  encodeUrl,
  HUGE,
  INJECTION,
  isNumber,
  isString,
  LONG_IN_URL,
  MALFORMED_MULTIPART,
  type Mutation,
  multipartBody,
  NUMBERS,
  PATH_IDS,
  type Random,
  Raw,
  raw,
  UNICODE,
  WRONG_TYPES,
} from './fuzz-values';

/** The request as generated, before its mutation: path parameters, query and body. */
export interface ValidRequest {
  params: Record<string, string | number>;
  query: Record<string, unknown>;
  body: unknown;
}

/**
 * One fuzz case being built: a valid request and the places a mutation may go (body fields, nested to three
 * levels, and query parameters); `slot` says where the mutation went. `toRequest` writes it out.
 */
export class FuzzCase {
  params: Record<string, string | number>;
  query: Record<string, unknown>;
  body: unknown;
  rawPath: string | undefined;
  rawBody: { text: string | Buffer; type: string } | undefined;
  extraQuery = '';
  slot = 'body';
  readonly hasBody: boolean;
  readonly bodySlots: string[][] = [];
  readonly querySlots: string[];

  constructor(
    readonly op: WalkedOperation,
    readonly random: Random,
    valid: ValidRequest,
  ) {
    this.params = valid.params;
    this.query = valid.query;
    this.body = valid.body;
    this.hasBody = op.method !== 'GET' && op.method !== 'HEAD';
    if (this.hasBody) this.collectBodySlots(this.body, []);
    this.querySlots = Object.keys(this.query);
  }

  private collectBodySlots(value: unknown, path: string[]): void {
    if (!value || typeof value !== 'object' || value instanceof Raw) return;
    for (const [k, v] of Object.entries(value)) {
      this.bodySlots.push([...path, k]);
      if (path.length < 3) this.collectBodySlots(v, [...path, k]);
    }
  }

  /** The body's value at `path`. */
  at(path: string[]): unknown {
    return path.reduce<unknown>((t, k) => (t as Record<string, unknown>)?.[k], this.body);
  }

  setBody(path: string[], value: unknown): void {
    if (!path.length) {
      this.body = value;
      return;
    }
    let target = this.body as Record<string, unknown>;
    for (const k of path.slice(0, -1)) target = target[k] as Record<string, unknown>;
    target[path.at(-1)!] = value;
  }

  /** Mostly the slots whose generated value suits the mutation (numbers for edge numbers …), sometimes any. */
  choose<T>(slots: T[], current: (slot: T) => unknown, prefer?: (v: unknown) => boolean): T {
    const suited = prefer ? slots.filter((slot) => prefer(current(slot))) : [];
    return pick(this.random, suited.length && this.random() < 0.8 ? suited : slots);
  }

  /** Puts a value in a random slot: a body field when there is a body, else a query parameter. */
  place(value: unknown, urlValue: unknown = value, prefer?: (v: unknown) => boolean): void {
    const { body, random } = this;
    const useBody =
      this.hasBody &&
      (this.bodySlots.length > 0 || body === undefined || typeof body !== 'object') &&
      random() < 0.75;
    if (useBody && this.bodySlots.length) {
      const path = this.choose(this.bodySlots, (p) => this.at(p), prefer);
      this.slot = `body.${path.join('.')}`;
      this.setBody(path, value);
    } else if (useBody) {
      this.slot = 'body.fuzz';
      this.body = { ...(typeof body === 'object' && body ? body : {}), fuzz: value };
    } else {
      const name =
        this.querySlots.length && random() < 0.7
          ? this.choose(this.querySlots, (q) => this.query[q], prefer)
          : pick(random, ['page', 'limit', 'keyword', 'id', 'fuzz']);
      this.slot = `query.${name}`;
      this.query[name] = urlValue;
    }
  }

  /** The case as a request to send: its URL, headers and body bytes. */
  toRequest(caller: Caller, mutation: Mutation): FuzzRequest {
    const q = [
      ...Object.entries(this.query).map(([k, v]) => `${encodeUrl(k)}=${encodeUrl(asText(v))}`),
      ...(this.extraQuery ? [this.extraQuery] : []),
    ].join('&');
    const path = this.rawPath ?? fillPath(this.op.path, this.params);
    const { headers, sent } = this.writeBody();
    const { op, slot } = this;
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

  private writeBody(): { headers: Record<string, string>; sent?: string | Buffer } {
    const { body, rawBody } = this;
    if (rawBody) return { headers: { 'Content-Type': rawBody.type }, sent: rawBody.text };
    if (!this.hasBody || body === undefined) return { headers: {} };
    if (this.op.multipart && body && typeof body === 'object' && !(body instanceof Raw))
      return {
        headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
        sent: multipartBody(body as Record<string, unknown>),
      };
    return { headers: { 'Content-Type': 'application/json' }, sent: encode(body) };
  }
}

/** Removes a body field, the body, or a query parameter. */
function removeOne(c: FuzzCase): void {
  const { random } = c;
  if (c.hasBody && c.bodySlots.length && random() < 0.7) {
    const path = pick(random, c.bodySlots);
    c.slot = `body.${path.join('.')}`;
    const parent = c.at(path.slice(0, -1)) as Record<string, unknown>;
    delete parent[path.at(-1)!];
  } else if (c.hasBody) {
    c.slot = 'body';
    c.body = undefined;
  } else if (c.querySlots.length) {
    const name = pick(random, c.querySlots);
    c.slot = `query.${name}`;
    delete c.query[name];
  } else c.slot = 'none';
}

const BROKEN_BODIES = (body: unknown) => [
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
];

const EDGE_NUMBERS_IN_URL = [...EDGE_NUMBER_TEXTS, 'NaN', '-0', '100001'];

/** What each mutation does to a valid case. */
export const MUTATORS: Record<Mutation, (c: FuzzCase) => void> = {
  'wrong-type': (c) =>
    c.place(pick(c.random, WRONG_TYPES), pick(c.random, ['[object Object]', 'true', 'null', '[]', 'a[b]=c'])),
  'huge-string': (c) => c.place('x'.repeat(HUGE), 'x'.repeat(LONG_IN_URL), isString),
  'deep-nesting': (c) => {
    const nested =
      c.random() < 0.5
        ? raw(`${'['.repeat(DEEP)}${']'.repeat(DEEP)}`)
        : raw(`${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`);
    c.place(nested, `${'['.repeat(1000)}${']'.repeat(1000)}`);
  },
  'nul-byte': (c) =>
    c.place(
      pick(c.random, ['a\u0000b', '\u0000', 'fuzz@example.test\u0000', '1\u0000']),
      undefined,
      isString,
    ),
  unicode: (c) => c.place(pick(c.random, UNICODE), undefined, isString),
  'sql-fts': (c) => c.place(pick(c.random, INJECTION), undefined, isString),
  'edge-number': (c) => c.place(pick(c.random, NUMBERS), pick(c.random, EDGE_NUMBERS_IN_URL), isNumber),
  missing: removeOne,
  'extra-field': (c) => {
    c.place(pick(c.random, ['extra', 1, { nested: ['x'] }]));
    if (c.hasBody && c.body && typeof c.body === 'object')
      (c.body as Record<string, unknown>)[pick(c.random, ['role', 'user_id', 'status', 'id', 'verified'])] =
        pick(c.random, ['ADMIN', 1, 'SUCCESS', true]);
  },
  'body-shape': (c) => {
    c.slot = 'body';
    if (!c.hasBody) c.place(pick(c.random, ['', ' ', '%', '&&&', '=']));
    else c.rawBody = pick(c.random, BROKEN_BODIES(c.body));
  },
  multipart: (c) => {
    c.slot = 'body';
    if (!c.hasBody) return c.place('multipart');
    const fields = c.body && typeof c.body === 'object' ? (c.body as Record<string, unknown>) : {};
    const [text, type] = pick(c.random, MALFORMED_MULTIPART)(fields);
    c.rawBody = { text, type };
  },
  'path-id': (c) => {
    if (!c.op.pathParams.length) return c.place(pick(c.random, PATH_IDS));
    const name = pick(c.random, c.op.pathParams);
    c.slot = `path.${name}`;
    c.rawPath = c.op.path.replace(/\{(\w+)\}/g, (_m, p: string) =>
      p === name ? pick(c.random, PATH_IDS) : encodeURIComponent(String(c.params[p])),
    );
  },
  'repeated-query': (c) => {
    const name = c.querySlots.length ? pick(c.random, c.querySlots) : 'page';
    c.slot = `query.${name}`;
    c.extraQuery = Array.from({ length: 500 }, (_, i) => `${encodeURIComponent(name)}=${i}`).join('&');
  },
  'prototype-keys': (c) => {
    c.slot = 'body.__proto__';
    const { body } = c;
    const rest =
      body && typeof body === 'object' && Object.keys(body).length ? `,${encode(body).slice(1)}` : '}';
    if (c.hasBody)
      c.rawBody = {
        text: `{"__proto__":{"role":"ADMIN","isAdmin":true},"constructor":{"prototype":{"polluted":1}}${rest}`,
        type: 'application/json',
      };
    else c.extraQuery = '__proto__[role]=ADMIN&constructor[prototype][x]=1';
  },
};
