import express, { type RequestHandler } from 'express';
import { middlewareChain } from '../run-chain';
import { limitBodyDepth } from './json-depth';

/**
 * The api's body parsers: JSON (1 MB; a payment gateway's webhook keeps the exact bytes it signed) and
 * url-encoded forms, then the depth and NUL checks (`limitBodyDepth`). A request without a body (every read)
 * skips the parsers, as they would skip it themselves (type-is's `hasBody`: neither Transfer-Encoding nor a
 * Content-Length), and leaves `req.body` undefined as they do; the query and path checks still run.
 */
export function bodyParsers(): RequestHandler {
  const parsers = middlewareChain(
    express.json({
      limit: '1mb',
      verify: (req, _res, buf) => {
        if (req.url?.startsWith('/payments/stripe/webhook')) (req as { rawBody?: Buffer }).rawBody = buf;
      },
    }),
    express.urlencoded({ extended: false, limit: '1mb' }),
    limitBodyDepth,
  );
  return (req, res, next) => {
    const { headers } = req;
    if (headers['transfer-encoding'] !== undefined || !Number.isNaN(Number(headers['content-length'])))
      return parsers(req, res, next);
    if (!Reflect.has(req, 'body')) req.body = undefined;
    limitBodyDepth(req, res, next);
  };
}
