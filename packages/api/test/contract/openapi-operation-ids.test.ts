import * as sdk from '@modkit/sdk';
import { describe, expect, it } from 'vitest';
import { routeKey } from '../../src/openapi/operation';
import { NOT_CALLED_BY_THE_SDK, OPERATION_IDS, SHARED_SDK_FUNCTIONS } from '../../src/openapi/operation-ids';
import { openApiDocument } from '../../src/routes/openapi-document';
import { OPERATIONS } from '../../src/routes/operations';

describe('the operationIds of the OpenAPI document', () => {
  it('name every operation once, and no route the api does not serve', () => {
    const routes = OPERATIONS.map(routeKey);
    expect(Object.keys(OPERATION_IDS).sort()).toEqual([...routes].sort());
    const ids = Object.values(OPERATION_IDS);
    expect(new Set(ids).size).toBe(ids.length);
    const document = openApiDocument('https://learn.school.example/api') as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    for (const op of OPERATIONS)
      expect(document.paths[op.path]?.[op.method]?.operationId).toBe(OPERATION_IDS[routeKey(op)]);
  });

  it('are the SDK’s function names', () => {
    const functions = sdk as unknown as Record<string, unknown>;
    for (const id of Object.values(OPERATION_IDS)) {
      if (NOT_CALLED_BY_THE_SDK.includes(id)) {
        expect(functions[id], `${id} is not called by the SDK`).toBeUndefined();
        continue;
      }
      const name = SHARED_SDK_FUNCTIONS[id] ?? id;
      expect(typeof functions[name], `@modkit/sdk exports ${name}`).toBe('function');
    }
  });
});
