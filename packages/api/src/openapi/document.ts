import * as c from '@modkit/sdk/contract';
import { IDEMPOTENCY_HEADER } from '@modkit/sdk/rules';
import { z } from 'zod';
import type { Operation } from './operation';
import { routeKey } from './operation';
import { OPERATION_IDS } from './operation-ids';
import { tidySchema } from './schema-tidy';

type Json = Record<string, unknown>;

function schema(s: z.ZodType, io: 'input' | 'output'): Json {
  try {
    const { $schema: _ignored, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any' }) as Json;
    return tidySchema(rest) as Json;
  } catch {
    return {};
  }
}

function parameters(op: Operation): Json[] {
  const params: Json[] = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: m[1] === 'token' ? 'string' : 'integer' },
  }));
  if (op.query) {
    const json = schema(op.query, 'input') as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, s] of Object.entries(json.properties ?? {})) {
      params.push({ name, in: 'query', required: json.required?.includes(name) ?? false, schema: s });
    }
  }
  if (op.idempotent) params.push(IDEMPOTENCY_PARAMETER);
  return params;
}

/** The header an idempotent write takes (issue 44). */
const IDEMPOTENCY_PARAMETER: Json = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description:
    'A key the client makes for this one write (8 to 255 visible ASCII characters; a UUID does). The same key ' +
    'again, from the same user for the same request, is answered with the first answer (`Idempotent-Replayed: ' +
    'true`) and never done twice, on every server; kept at least 24 hours. Another request with a used key is ' +
    '422; while its first request is still being answered, 409 with Retry-After.',
  schema: { type: 'string', minLength: 8, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

/**
 * The OpenAPI 3.1 document of these operations, generated from the shared zod contract (the api's is
 * `routes/openapi-document.ts`).
 */
export function buildOpenApiDocument(serverUrl: string, operations: readonly Operation[]): Json {
  const paths: Record<string, Record<string, Json>> = {};
  const error = {
    description: 'Error',
    content: { 'application/json': { schema: schema(c.ErrorResponse, 'output') } },
  };
  for (const op of operations) {
    const operationId = OPERATION_IDS[routeKey(op)];
    if (!operationId) throw new Error(`${routeKey(op)} has no operationId (openapi/operation-ids.ts)`);
    const operation: Json = {
      operationId,
      tags: [op.tag],
      summary: op.summary,
      parameters: parameters(op),
      responses: {
        '200': {
          description: 'OK',
          ...(op.response
            ? { content: { 'application/json': { schema: schema(op.response, 'output') } } }
            : {}),
        },
        '400': error,
        '401': error,
        '404': error,
        ...(op.idempotent ? { '409': error } : {}),
        '422': error,
      },
      ...(op.auth ? {} : { security: [] }),
    };
    if (op.body) {
      operation.requestBody = {
        // A body the operation may go without (the like's), as its schema says.
        required: !op.body.safeParse(undefined).success,
        content: {
          [op.multipart ? 'multipart/form-data' : 'application/json']: { schema: schema(op.body, 'input') },
        },
      };
    }
    paths[op.path] ??= {};
    paths[op.path]![op.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'modkit API',
      version: '0.1.0',
      // The packages' own licence (package.json: UNLICENSED): the deployment's terms and conditions page.
      license: {
        name: 'Proprietary (UNLICENSED): the terms and conditions of this modkit',
        url: `${serverUrl.replace(/\/api\/?$/, '')}/terms-and-conditions`,
      },
      description:
        'The reference API of modkit. Successes answer `{ data, meta? }`; lists `{ data: { results }, meta: { pagination } }`; errors `{ message, error: { field: [messages] } }`.',
    },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
