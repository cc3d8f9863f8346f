import { validationError } from '../http-error';

/** A text field a form must send: its name, the label its length message names, its limit and its message when missing. */
export interface TextField {
  name: string;
  label: string;
  max: number;
  missing: string;
}

/**
 * The field's text, trimmed: 422 with the field's message when it is empty, and when it is longer than
 * the limit ("<label> must be at most <max> characters.").
 */
export function requiredText(value: unknown, field: TextField): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw validationError({ [field.name]: field.missing });
  if (text.length > field.max)
    throw validationError({ [field.name]: `${field.label} must be at most ${field.max} characters.` });
  return text;
}

/** An id a request must send (already read, undefined when missing): 422 "<name> is required." without it. */
export function requiredId(id: number | undefined, name: string): number {
  if (!id) throw validationError({ [name]: `${name} is required.` });
  return id;
}
