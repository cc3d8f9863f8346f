import type { IncomingMessage } from 'node:http';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { requestIdOf } from './request-scope';

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

/** A path parameter that names a row (`id`, `module_id`, `superMentorId`); any other one is a secret. */
const ID_PARAM = /^(id|\w+_id|\w+Id)$/;
export const REDACTED = '[redacted]';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The path a log line keeps of a request URL: never its query (a signed file link's `access`, a hand-off
 * `code`, a verification token), and in the paths of `templates` (the OpenAPI document's, `{param}`s) every
 * parameter that is not an id replaced by `[redacted]`: a password-reset token, an invitation value.
 */
export function pathRedactor(templates: string[]): (url: string) => string {
  const patterns = templates.flatMap((template) => {
    const parts = template.split(/(\{\w+\})/).filter(Boolean);
    const secret = parts.map((part) => /^\{\w+\}$/.test(part) && !ID_PARAM.test(part.slice(1, -1)));
    if (!secret.includes(true)) return [];
    const source = parts.map((part) => (/^\{\w+\}$/.test(part) ? '([^/]+)' : `(${escapeRegExp(part)})`));
    // Anchored at the end only: the composed server's log line may begin with its mount path (/api).
    return [{ pattern: new RegExp(`${source.join('')}$`), secret }];
  });
  return (url) => {
    const path = url.split('?')[0] ?? '';
    for (const { pattern, secret } of patterns) {
      if (!pattern.test(path)) continue;
      return path.replace(pattern, (...groups: string[]) =>
        secret.map((isSecret, i) => (isSecret ? REDACTED : groups[i + 1])).join(''),
      );
    }
    return path;
  };
}

/**
 * One JSON line per request (pino-http) with its request id (given by `requestScope`), which the answer
 * carries as `X-Request-Id` so a user's report can be found in the logs; errors are logged with the same id.
 */
export function requestLog(logger: Logger, redact: (url: string) => string = pathRedactor([])) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage) => requestIdOf(req),
    // Tokens, cookies, request bodies and the secrets of paths and queries never reach the logs.
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: redact(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
  });
}
