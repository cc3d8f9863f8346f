/** Field → first message; an empty object means valid. The shape every validator returns. */
export type FieldMessages = Record<string, string>;

/** A field of untrusted input, or undefined when the input is not an object. */
export function fieldValue(input: unknown, name: string): unknown {
  return typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[name] : undefined;
}

/** A string field from untrusted input: trimmed text ('' for anything that is not a string or number). */
export function text(input: unknown, name: string): string {
  const value = fieldValue(input, name);
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** A string field exactly as typed (passwords, names checked for a leading space), '' if not a string. */
export function rawText(input: unknown, name: string): string {
  const value = fieldValue(input, name);
  return typeof value === 'string' ? value : '';
}

/** Whether a validator found nothing. */
export function isValid(messages: FieldMessages): boolean {
  return Object.keys(messages).length === 0;
}
