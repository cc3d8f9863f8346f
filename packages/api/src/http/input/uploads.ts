import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { HttpError } from '../http-error';
import { containsNul, NUL_REFUSED } from './json-depth';

const MALFORMED_MULTIPART = 'The form data could not be read.';

/** Where uploads stream to before they are checked and moved into storage (never served). */
export function incomingDirFor(dataDir: string): string {
  return dataDir === ':memory:'
    ? join(tmpdir(), `modkit-incoming-${process.pid}`)
    : join(dataDir, 'incoming');
}

export interface UploadLimits {
  /** The file field (absent: fields only). */
  field?: string;
  maxFiles?: number;
  maxFileBytes?: number;
  fields?: number;
  fieldSize?: number;
}

/** Removes a request's streamed files once the response is done (moved ones are already gone). */
function removeLeftoversOnClose(req: Request, res: Response): void {
  res.on('close', () => {
    const files = [
      ...(req.file ? [req.file] : []),
      ...((req.files as Express.Multer.File[] | undefined) ?? []),
    ];
    for (const file of files) if (file.path) void rm(file.path, { force: true });
  });
}

/**
 * Multipart parsing: files stream to disk (never whole in memory), file names are read as UTF-8
 * (`é😀.png` stays intact), and a body busboy cannot read (truncated, no boundary, NUL in a header)
 * answers 400 in the error shape instead of a 500, and so does a field holding NUL (as in JSON bodies). Multer's
 * own limits keep their field errors.
 */
export function multipart(incomingDir: string, limits: UploadLimits): RequestHandler {
  const upload = multer({
    storage: multer.diskStorage({
      destination: incomingDir,
      filename: (_req, _file, cb) => cb(null, randomBytes(16).toString('hex')),
    }),
    defParamCharset: 'utf8',
    limits: {
      files: limits.field ? (limits.maxFiles ?? 1) : 0,
      fileSize: limits.maxFileBytes ?? 1,
      fields: limits.fields ?? 30,
      fieldSize: limits.fieldSize ?? 8 * 1024,
    },
  });
  const parse = !limits.field
    ? upload.none()
    : (limits.maxFiles ?? 1) > 1
      ? upload.array(limits.field, limits.maxFiles)
      : upload.single(limits.field);
  return (req, res, next) => {
    removeLeftoversOnClose(req, res);
    parse(req, res, (error?: unknown) => {
      if (!error && containsNul(req.body)) return next(new HttpError(400, NUL_REFUSED));
      if (!error || error instanceof MulterError || error instanceof HttpError) return next(error);
      next(new HttpError(400, MALFORMED_MULTIPART));
    });
  };
}
