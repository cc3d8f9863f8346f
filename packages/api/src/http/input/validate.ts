import type { z } from 'zod';
import { type FieldErrorMap, HttpError, VALIDATION_MESSAGE } from '../http-error';
import { allowedValueErrors, type InputSource } from './issue-messages';

/**
 * Parses untrusted input with a contract schema. Shape problems answer 422 with one message per
 * field (the spec's own texts come from the rules validators, run before this, and from the schema's own
 * texts; where the schema has none, the text names what the field allows: see issue-messages.ts).
 */
export function parseWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
  source: InputSource = 'body',
): z.infer<S> {
  const result = schema.safeParse(input, { error: allowedValueErrors(input, source) });
  if (result.success) return result.data;
  const fields: FieldErrorMap = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    fields[field] ??= [issue.message];
  }
  throw new HttpError(422, VALIDATION_MESSAGE, fields);
}
