import { MODULE_FORM_MESSAGES } from '@modkit/sdk/rules';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MulterError } from 'multer';
import { type FieldErrorMap, HttpError } from './http-error';

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
 * status; anything unexpected is logged and answered 500 without internals.
 */
export function createErrorHandler(log: (error: unknown) => void = console.error): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    if (res.headersSent) return;
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
    const status =
      typeof error?.status === 'number'
        ? error.status
        : typeof error?.statusCode === 'number'
          ? error.statusCode
          : 500;
    if (status === 400 && error?.type === 'entity.parse.failed') {
      res.status(400).json({ message: 'The request body is not valid JSON.', error: {} });
      return;
    }
    if (status === 413) {
      res.status(413).json({ message: 'The request is too large.', error: {} });
      return;
    }
    if (status >= 400 && status < 500) {
      res.status(status).json({ message: error.message ?? 'Bad request', error: {} });
      return;
    }
    log(error);
    res.status(500).json({ message: 'Something went wrong. Please try again.', error: {} });
  };
}
