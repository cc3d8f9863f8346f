/** Field → first message; an empty object means valid. The shape every validator returns. */
export type FieldMessages = Record<string, string>;

/** A string field from untrusted input: trimmed text, or '' for anything that is not a string. */
export function text(input: unknown, field: string): string {
  if (typeof input !== 'object' || input === null) return '';
  const value = (input as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** Whether a validator found nothing. */
export function isValid(messages: FieldMessages): boolean {
  return Object.keys(messages).length === 0;
}
