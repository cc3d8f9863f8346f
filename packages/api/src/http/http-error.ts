import { VALIDATION_ERROR_TITLE } from '@modkit/sdk/rules';
/** Field errors in the spec's shape: field → messages (the first is shown). */
export type FieldErrorMap = Record<string, string[]>;

export const VALIDATION_MESSAGE = VALIDATION_ERROR_TITLE;

/** An error that becomes `{ message, error }` with its status. Throw it from any handler. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: FieldErrorMap,
  ) {
    super(message);
  }
}

/** 422 with the first message per field, from a `field → message` map (rules validators). */
export function validationError(fields: Record<string, string>, message = VALIDATION_MESSAGE): HttpError {
  const map: FieldErrorMap = {};
  for (const [field, text] of Object.entries(fields)) map[field] = [text];
  return new HttpError(422, message, map);
}

/** Throws a 422 when a rules validator found problems. */
export function assertValid(fields: Record<string, string>, message?: string): void {
  if (Object.keys(fields).length > 0) throw validationError(fields, message);
}

export const badRequest = (message: string, fields?: FieldErrorMap) => new HttpError(400, message, fields);
export const unauthorized = () => new HttpError(401, 'Unauthorized');
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
