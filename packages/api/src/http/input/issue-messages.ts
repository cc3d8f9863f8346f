import { z } from 'zod';
import { allowedValueMessage, type FieldAllows, type FieldProblem } from './allowed-values';

/**
 * The zod error map of a contract parse (`parseWith`): where the contract's schema gives no text of its own,
 * a refused value answers a text naming what its field allows ('limit must be a whole number from 1 to
 * 100.'), read from the JSON Schema of the schema that refused it, instead of zod's fallback wording
 * ('Invalid input: expected number, received NaN'). A schema's own text (the spec's, e.g. PAGE_OUT_OF_RANGE)
 * outranks this map in zod, so it never changes.
 */

/** Where the input came from: a query's repeated key (`?a=1&a=2`) arrives as a list. */
export type InputSource = 'query' | 'body';

/** The codes a field's allowed values explain (not: unknown keys, refinements, map keys, multiples). */
const EXPLAINED = new Set([
  'invalid_type',
  'too_small',
  'too_big',
  'invalid_value',
  'invalid_format',
  'invalid_union',
]);

const allowsCache = new WeakMap<z.core.$ZodType, FieldAllows | null>();

/** The JSON Schema of a schema, as the OpenAPI document gives it (null when it has none). */
function allowsOf(schema: z.core.$ZodType): FieldAllows | null {
  let allows = allowsCache.get(schema);
  if (allows === undefined) {
    try {
      allows = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as FieldAllows;
    } catch {
      allows = null;
    }
    allowsCache.set(schema, allows);
  }
  return allows;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function problemOf(raw: unknown, allows: FieldAllows, source: InputSource): FieldProblem {
  if (raw === undefined) return 'missing';
  return source === 'query' && Array.isArray(raw) && allows.type !== 'array' ? 'repeated' : 'invalid';
}

/** The error map of one parse of `input`: undefined (zod's own wording) where nothing clearer can be said. */
export function allowedValueErrors(input: unknown, source: InputSource): z.core.$ZodErrorMap {
  return (issue) => {
    if (!EXPLAINED.has(issue.code ?? '') || !issue.schema) return undefined;
    const allows = allowsOf(issue.schema);
    if (!allows) return undefined;
    const path = issue.path ?? [];
    const field = path.length ? path.map(String).join('.') : 'The body';
    return allowedValueMessage(field, allows, problemOf(valueAt(input, path), allows, source));
  };
}
