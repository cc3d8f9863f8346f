import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tidySchema } from '../../src/openapi/schema-tidy';

const jsonOf = (schema: z.ZodType) => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input' });
  return tidySchema(json);
};

describe('a contract schema in the OpenAPI document', () => {
  it('keeps the bound of a number range that decides', () => {
    // An id as the contract writes it: at least 1, and positive.
    expect(jsonOf(z.number().int().min(1).positive().max(99))).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 99,
    });
    expect(tidySchema({ minimum: 0, exclusiveMinimum: 0 })).toEqual({ exclusiveMinimum: 0 });
    expect(tidySchema({ maximum: 10, exclusiveMaximum: 12 })).toEqual({ maximum: 10 });
    expect(tidySchema({ maximum: 10, exclusiveMaximum: 10 })).toEqual({ exclusiveMaximum: 10 });
  });

  it('lists the keys of an enum-keyed record as its properties, required when the record is full', () => {
    const keys = z.enum(['A', 'B']);
    expect(jsonOf(z.record(keys, z.boolean()))).toEqual({
      type: 'object',
      properties: { A: { type: 'boolean' }, B: { type: 'boolean' } },
      required: ['A', 'B'],
      additionalProperties: false,
    });
    expect(jsonOf(z.partialRecord(keys, z.boolean()))).toEqual({
      type: 'object',
      properties: { A: { type: 'boolean' }, B: { type: 'boolean' } },
      additionalProperties: false,
    });
  });

  it('leaves a record of free keys as it is', () => {
    expect(jsonOf(z.record(z.string(), z.number()))).toEqual({
      type: 'object',
      propertyNames: { type: 'string' },
      additionalProperties: { type: 'number' },
    });
  });
});
