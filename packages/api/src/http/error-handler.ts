import { MODULE_FORM_MESSAGES } from '@modkit/sdk/rules';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MulterError } from 'multer';
import { type FieldErrorMap, HttpError } from './http-error';
import { unavailableOf } from './unavailable';

/** Unknown routes under the api answer 404 in the spec's shape. */
export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No route for ${req.method} ${req.path}`, error: {} });
};

const multerFieldMessages: Record<string, string> = {
  LIMIT_FILE_SIZE: 'File is too large.',
  LIMIT_FILE_COUNT: MODULE_FORM_MESSAGES.files,
  LIMIT_UNEXPECTED_FILE: MODULE_FORM_MESSAGES.files,
};

/**
 * Turns every failure into `{ message, error: { field: [msg] } }`. Expected failures keep their
 * status; a part that is down or full answers 503/507 with `Retry-After` (`unavailable.ts`); anything
 * unexpected is logged and answered 500 without internals.
 */
export function createErrorHandler(log: (error: unknown) => void = console.error): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    if (res.headersSent) return;
    // The database or the storage down, restarting or full: 503/507 with Retry-After, not a 500.
    const unavailable = unavailableOf(error);
    if (unavailable) {
      res.setHeader('Retry-After', String(unavailable.retryAfter));
      res.status(unavailable.status).json({ message: unavailable.message, error: {} });
      return;
    }
    if (error instanceof HttpError) {
      res.status(error.status).json({ message: error.message, error: error.fields ?? {} });
      return;
    }
    if (error instanceof MulterError) {
      const field =
        error.field && error.field !== 'undefined' ? error.field.replace(/\[\]$/, '') : 'documents';
      const message = multerFieldMessages[error.code] ?? error.message;
      const fields: FieldErrorMap = { [field]: [message] };
      res.status(error.code === 'LIMIT_FILE_SIZE' ? 413 : 422).json({ message, error: fields });
      return;
    }
    const client = clientErrorOf(error);
    if (client) {
      res.status(client.status).json({ message: client.message, error: {} });
      return;
    }
    log(error);
    res.status(500).json({ message: 'Something went wrong. Please try again.', error: {} });
  };
}

/**
 * A request's own fault reported by Express or a body parser (malformed JSON, a body too large, a bad
 * charset): its 4xx status and the message the api answers it with; null for anything else (a 500).
 */
export function clientErrorOf(error: unknown): { status: number; message: string } | null {
  const e = (error ?? {}) as { status?: unknown; statusCode?: unknown; type?: unknown; message?: unknown };
  const status =
    typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status < 400 || status >= 500) return null;
  if (status === 400 && e.type === 'entity.parse.failed')
    return { status, message: 'The request body is not valid JSON.' };
  if (status === 413) return { status, message: 'The request is too large.' };
  return { status, message: typeof e.message === 'string' ? e.message : 'Bad request' };
}
