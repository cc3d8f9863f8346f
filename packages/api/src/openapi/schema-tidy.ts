type Json = Record<string, unknown>;

/**
 * A JSON Schema as zod writes it, said once, the way generators and linters read it:
 * - a number with both `minimum` and `exclusiveMinimum` (zod's int range beside `.positive()`) keeps the
 *   bound that decides (the same for the maximum);
 * - a record whose keys are an enum (`propertyNames: { enum }`) lists its keys as `properties` (all of them
 *   `required` for a full record, none for a partial one) and allows no other key: zod lists a full record's
 *   keys as `required` without defining them.
 * The values it accepts are the same.
 */
export function tidySchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(tidySchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) out[key] = tidySchema(value);
  keepDecidingBound(out, 'minimum', 'exclusiveMinimum', (inclusive, exclusive) => inclusive > exclusive);
  keepDecidingBound(out, 'maximum', 'exclusiveMaximum', (inclusive, exclusive) => inclusive < exclusive);
  return enumKeyedRecord(out) ?? out;
}

function keepDecidingBound(
  schema: Json,
  inclusiveKey: string,
  exclusiveKey: string,
  inclusiveDecides: (inclusive: number, exclusive: number) => boolean,
): void {
  const inclusive = schema[inclusiveKey];
  const exclusive = schema[exclusiveKey];
  if (typeof inclusive !== 'number' || typeof exclusive !== 'number') return;
  delete schema[inclusiveDecides(inclusive, exclusive) ? exclusiveKey : inclusiveKey];
}

function enumKeyedRecord(schema: Json): Json | undefined {
  const keys = (schema.propertyNames as { enum?: unknown[] } | undefined)?.enum;
  const value = schema.additionalProperties;
  if (!keys?.every((k) => typeof k === 'string') || !value || typeof value !== 'object' || schema.properties)
    return undefined;
  const { propertyNames: _keys, additionalProperties: _value, ...rest } = schema;
  const required = Array.isArray(schema.required) && schema.required.length > 0;
  return {
    ...rest,
    properties: Object.fromEntries((keys as string[]).map((k) => [k, value])),
    ...(required ? { required: keys } : {}),
    additionalProperties: false,
  };
}
