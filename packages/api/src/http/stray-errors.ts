import type { Logger } from 'pino';
import { currentRequest } from './request-scope';

const ANSWER = JSON.stringify({ message: 'Something went wrong. Please try again.', error: {} });

/**
 * What a production server does with an error no handler caught — thrown in a callback or a timer, or a
 * promise rejected with nobody waiting (as ltijs's Express 4 middleware leaves them): the error is logged
 * with the id of the request whose work threw it, that request gets a 500 if it is still open, and the
 * server keeps serving. Node would exit instead; then one request that reaches such a path stops every
 * server behind the balancer, again after each restart. (The decision and its limits: the api README.)
 * Installed once, by the process that owns the server (`npm start`); answers a function that removes it.
 */
export function keepServingOnStrayErrors(logger: Logger): () => void {
  const handle = (kind: 'uncaughtException' | 'unhandledRejection') => (error: unknown) => {
    const request = currentRequest();
    logger.error(
      { err: error, reqId: request?.id ?? null, kind },
      request ? 'an error escaped its request handler' : 'an error escaped outside any request',
    );
    const res = request?.res;
    if (!res || res.writableEnded) return;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.statusCode = 500;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(ANSWER);
  };
  const onException = handle('uncaughtException');
  const onRejection = handle('unhandledRejection');
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
  };
}
