import { MAX_PAGE, PAGE_OUT_OF_RANGE } from '@modkit/sdk/contract';
import { describe, expect, it } from 'vitest';
import { allowedText, allowedValueMessage, type FieldAllows } from '../../src/http/input/allowed-values';

/** The texts of refused values, from the JSON Schema keywords of their fields (the api's 422 field errors). */

const SAFE = Number.MAX_SAFE_INTEGER;

describe('what a field allows, from its JSON Schema', () => {
  it.each<[FieldAllows, string | undefined]>([
    [{ type: 'integer', minimum: 1, maximum: 100 }, 'a whole number from 1 to 100'],
    [{ type: 'integer', minimum: 1, maximum: SAFE }, 'a whole number of at least 1'],
    [{ type: 'integer', exclusiveMinimum: 0, maximum: SAFE }, 'a whole number of at least 1'],
    [{ type: 'integer', minimum: -SAFE, maximum: 10 }, 'a whole number of at most 10'],
    [{ type: 'integer', exclusiveMaximum: 10 }, 'a whole number of at most 9'],
    [{ type: 'integer' }, 'a whole number'],
    [{ type: 'number', exclusiveMinimum: 0 }, 'a number greater than 0'],
    [{ type: 'number', exclusiveMinimum: 0, maximum: 5 }, 'a number greater than 0 and at most 5'],
    [{ type: 'number', minimum: 0, exclusiveMaximum: 5 }, 'a number of at least 0 and less than 5'],
    [{ type: 'number', minimum: 0, maximum: 1 }, 'a number from 0 to 1'],
    [{ type: 'number', maximum: 1 }, 'a number of at most 1'],
    [{ type: 'string', enum: ['ASC', 'DESC'] }, 'one of: ASC, DESC'],
    [{ type: 'string', const: 'LIKE' }, 'LIKE'],
    [{ anyOf: [{ const: -10 }, { const: 1 }, { const: 10 }] }, 'one of: -10, 1, 10'],
    [{ anyOf: [{ type: 'string', enum: ['A', 'B'] }, { type: 'null' }] }, 'null or one of: A, B'],
    [{ anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] }, 'null or a whole number of at least 1'],
    [{ anyOf: [{ type: 'string' }, { type: 'number' }] }, 'text or a number'],
    [{ anyOf: [{ type: 'string' }, {}] }, undefined],
    [{ anyOf: [{ type: 'object' }, { type: 'object' }] }, 'an object'],
    [{ type: 'string' }, 'text'],
    [{ type: 'string', minLength: 1 }, 'non-empty text'],
    [{ type: 'string', minLength: 2 }, 'text of at least 2 characters'],
    [{ type: 'string', maxLength: 1 }, 'text of at most 1 character'],
    [{ type: 'string', minLength: 1, maxLength: 255 }, 'text of 1 to 255 characters'],
    [{ type: 'string', pattern: '^\\d{4}-\\d{2}$' }, 'a month as YYYY-MM'],
    [{ type: 'string', pattern: '^\\d{2}-\\d{2}-\\d{4}$' }, 'a date as DD-MM-YYYY'],
    [{ type: 'string', pattern: '^[a-z]+$' }, 'text matching ^[a-z]+$'],
    [{ type: 'string', format: 'email' }, 'an e-mail address'],
    [{ type: 'string', format: 'uri' }, 'a URL'],
    [{ type: 'boolean' }, 'true or false'],
    [{ type: 'array' }, 'a list'],
    [{ type: 'array', minItems: 1 }, 'a list of at least 1 item'],
    [{ type: 'array', maxItems: 5 }, 'a list of at most 5 items'],
    [{ type: 'object' }, 'an object'],
    [{}, undefined],
  ])('%j → %s', (allows, text) => expect(allowedText(allows)).toBe(text));
});

describe('the field error of a refused value', () => {
  const page: FieldAllows = { type: 'integer', minimum: 1, maximum: MAX_PAGE };
  const id: FieldAllows = { type: 'integer', exclusiveMinimum: 0, maximum: SAFE };
  const order: FieldAllows = { type: 'string', enum: ['ASC', 'DESC'] };

  it.each<[string, FieldAllows, 'invalid' | 'missing' | 'repeated' | undefined, string | undefined]>([
    ['page', page, undefined, PAGE_OUT_OF_RANGE],
    [
      'limit',
      { type: 'integer', minimum: 1, maximum: 100 },
      'invalid',
      'limit must be a whole number from 1 to 100.',
    ],
    ['module_id', id, 'invalid', 'module_id must be a whole number of at least 1.'],
    ['module_id', id, 'missing', 'module_id is required and must be a whole number of at least 1.'],
    ['order', order, 'invalid', 'order must be one of: ASC, DESC.'],
    ['order', order, 'repeated', 'order must be given once, as one of: ASC, DESC.'],
    ['keyword', { type: 'string' }, 'repeated', 'keyword must be given once, as text.'],
    ['date', { type: 'string', pattern: '^\\d{4}-\\d{2}$' }, 'invalid', 'date must be a month as YYYY-MM.'],
    ['x', {}, 'invalid', undefined],
  ])('%s %j %s', (field, allows, problem, text) =>
    expect(allowedValueMessage(field, allows, problem)).toBe(text),
  );
});
