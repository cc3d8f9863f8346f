import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request id a proxy may send along (letters, digits, dashes; at most 64): kept, else a fresh UUID. */
const REQUEST_ID = /^[\w-]{1,64}$/;

/** The request whose work is running: its id (the answer's `X-Request-Id`) and its answer. */
export interface RequestScope {
  id: string;
  res: ServerResponse;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** The request the running code works for (through callbacks, timers and promises it started), if any. */
export const currentRequest = (): RequestScope | undefined => scopes.getStore();

/** The id of a request: the one set before, else a proxy's valid `X-Request-Id`, else a fresh UUID. */
export function requestIdOf(req: IncomingMessage & { id?: unknown }): string {
  if (typeof req.id === 'string') return req.id;
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * The first middleware of a server: gives the request its id (`req.id`, answered as `X-Request-Id`) and runs
 * the rest of its handling in its scope, so that an error thrown later outside any handler (a callback, a
 * timer, a promise nobody awaits) is still known as this request's (see `keepServingOnStrayErrors`). A server
 * mounted in another (the api in the composed server) keeps the outer request's scope.
 */
export function requestScope() {
  return (req: IncomingMessage & { id?: unknown }, res: ServerResponse, next: () => void) => {
    if (scopes.getStore()?.res === res) return next();
    const id = requestIdOf(req);
    req.id = id;
    res.setHeader('X-Request-Id', id);
    scopes.run({ id, res }, next);
  };
}
