import type { RequestHandler } from 'express';
import pino, { type Logger } from 'pino';
import { requestIdOf } from './request-scope';

/** Log lines are written out once this many bytes wait (about fifteen request lines)… */
const LOG_BATCH_BYTES = 4096;
/** …or this often, whichever comes first: a line reaches stdout at most this late. */
const LOG_FLUSH_MS = 100;

/**
 * The api's logger: JSON lines (pino) at `LOG_LEVEL` (default `info` in production, `warn` in development so
 * that `npm start` stays quiet; tests pass their own). Lines go to stdout asynchronously and in batches: a
 * request's line does not wait for its own write (one write per request was 4 % of a read's CPU), and lines
 * wait until 4 KiB of them or a tenth of a second has passed (a write a line, each through the thread pool
 * and back, was still 4 % of a read's CPU under load); pino flushes what is left when the process exits.
 */
export function createLogger(production: boolean, level = process.env.LOG_LEVEL): Logger {
  return pino(
    { level: level || (production ? 'info' : 'warn'), base: { service: 'modkit-api' } },
    pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS }),
  );
}

/** A path parameter that names a row (`id`, `module_id`, `superMentorId`); any other one is a secret. */
const ID_PARAM = /^(id|\w+_id|\w+Id)$/;
const REDACTED = '[redacted]';
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

declare module 'express-serve-static-core' {
  interface Request {
    /** The request's id (as `X-Request-Id` answers it). */
    id: string;
    /** A logger whose lines carry the request (`{ req: { id, method, url } }`). */
    log: Logger;
  }
}

/**
 * One JSON line per request, when its answer is sent or the client leaves, with its request id, which the
 * answer carries as `X-Request-Id` so that a user's report can be found in the logs:
 * `{"level":30,…,"req":{"id","method","url"},"res":{"statusCode"},"responseTime":ms,"msg":"request completed"}`
 * (5xx: level error, 'request errored'); tokens, cookies, bodies, query strings and the secrets of paths
 * (`pathRedactor`) never reach it. Written
 * here rather than by pino-http, whose per-request child logger and serializers were 9 % of a read's CPU:
 * `req.log` (the request's child logger) is made only when a handler asks for it.
 */
export function requestLog(
  logger: Logger,
  redact: (url: string) => string = pathRedactor([]),
): RequestHandler {
  return (req, res, next) => {
    // The id `requestScope` gave the request (answered as X-Request-Id), else one of its own.
    const id = requestIdOf(req);
    req.id = id;
    const started = Date.now();
    const url = redact(req.originalUrl ?? req.url);
    const fields = () => ({ id, method: req.method, url });
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      get: () => {
        child ??= logger.child({ req: fields() });
        return child;
      },
    });
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      res.off('finish', done);
      res.off('close', done);
      const line = { req: fields(), res: { statusCode: res.statusCode }, responseTime: Date.now() - started };
      if (res.statusCode >= 500) logger.error(line, 'request errored');
      else logger.info(line, 'request completed');
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
