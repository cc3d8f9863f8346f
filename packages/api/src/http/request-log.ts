import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** A request id a proxy may send along (letters, digits, dashes; at most 64): kept, else a fresh UUID. */
const REQUEST_ID = /^[\w-]{1,64}$/;

/**
 * The api's logger: JSON lines (pino) at `LOG_LEVEL` (default `info` in production, `warn` in development so
 * that `npm start` stays quiet; tests pass their own). Lines go to stdout asynchronously: a request's line
 * does not wait for its own write (one write per request was 4 % of a read's CPU), lines written while a
 * write is in flight go out together, and pino flushes what is left when the process exits.
 */
export function createLogger(production: boolean, level = process.env.LOG_LEVEL): Logger {
  return pino(
    { level: level || (production ? 'info' : 'warn'), base: { service: 'modkit-api' } },
    pino.destination({ dest: 1, sync: false }),
  );
}

/**
 * One JSON line per request (pino-http) with its request id, which the answer carries as `X-Request-Id` so
 * a user's report can be found in the logs; errors are logged with the same id.
 */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const sent = req.headers['x-request-id'];
      const id = typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // Tokens, cookies and request bodies never reach the logs.
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
  });
}
