import { createPrng, pick } from '../../src/seed/prng';
import { isErrorShape, type JsonSchema, type WalkedOperation } from '../support/openapi-walk';
import { ACCESS, AUTHZ, type Outcome } from './authz/authz-table';
import type { AuthzWorld, Caller, SignedCaller } from './authz/authz-world';
import { FuzzCase, MUTATORS, type ValidRequest } from './fuzz-case';
import { MUTATIONS, type Mutation, type Random } from './fuzz-values';

export { MUTATIONS, type Mutation } from './fuzz-values';

/**
 * The contract fuzzer: for each operation of `/api/openapi.json`, a valid request generated from its schema
 * (ids from the authorization table, so the request reaches the handler) and then mutated, deterministically
 * from a seed: wrong types, a 1e6-character string, 5 000-deep nesting, NUL bytes, unicode, SQL and FTS
 * metacharacters, edge numbers (1e400 too), missing and extra fields, broken bodies, malformed multipart and
 * odd path ids. The api must never answer 5xx, and every 4xx must be in its error shape `{ message, error }`.
 */

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

/** The valid request of an operation: sampled from its schemas, with the table's known ids and values. */
function validRequest(
  world: AuthzWorld,
  op: WalkedOperation,
  knownParams: Record<string, string | number>,
  random: Random,
): ValidRequest {
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
  return { params, query, body };
}

function buildCase(
  world: AuthzWorld,
  op: WalkedOperation,
  knownParams: Record<string, string | number>,
  caller: Caller,
  mutation: Mutation,
  random: Random,
): FuzzRequest {
  const fuzzCase = new FuzzCase(op, random, validRequest(world, op, knownParams, random));
  MUTATORS[mutation](fuzzCase);
  return fuzzCase.toRequest(caller, mutation);
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
