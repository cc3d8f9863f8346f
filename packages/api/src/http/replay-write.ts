import type { Request, Response } from 'express';
import { runChain } from './run-chain';
import type { WriteChains, WriteRoute } from './write-chains';

/** One write of a batch: its own request's method, path, body and key. */
export interface ReplayedWrite {
  key: string;
  method: string;
  path: string;
  body?: unknown;
}

/** What a write's own request would have answered. */
export interface WriteAnswer {
  status: number;
  body: unknown;
}

/** The write's request, made from the batch's: its headers (the token) with the write's key. */
function writeRequest(outer: Request, route: WriteRoute, write: ReplayedWrite): Request {
  const headers: Record<string, unknown> = { ...outer.headers, 'idempotency-key': write.key };
  delete headers['content-length'];
  const own = (value: unknown) => ({ value, writable: true, configurable: true, enumerable: true });
  return Object.create(outer, {
    method: own(write.method.toUpperCase()),
    url: own(write.path),
    originalUrl: own(write.path),
    path: own(write.path),
    headers: own(headers),
    params: own(route.params),
    query: own({}),
    body: own(write.body),
    route: own({ path: route.expressPath }),
  }) as Request;
}

/** Parses a kept answer's text (the first answer of a key, replayed). */
function parsed(text: unknown): unknown {
  if (typeof text !== 'string') return text ?? null;
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The write's response: what the handlers of an operation use (status, headers, `json`, `send`), kept in
 * memory; `done` receives the answer once.
 */
function writeResponse(outer: Response, req: Request, done: (answer: WriteAnswer) => void): Response {
  const headers = new Map<string, string>();
  const locals: Record<string, unknown> = { ...outer.locals };
  for (const name of ['operation', 'auth', 'idempotencyKey']) delete locals[name];
  const finish = (body: unknown) => {
    if (res.headersSent) return;
    res.headersSent = true;
    done({ status: res.statusCode, body });
  };
  const res = {
    req,
    locals,
    statusCode: 200,
    headersSent: false,
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    set(field: string | Record<string, string>, value?: unknown) {
      const pairs = typeof field === 'string' ? [[field, value]] : Object.entries(field);
      for (const [name, v] of pairs) headers.set(String(name).toLowerCase(), String(v));
      return res;
    },
    setHeader: (name: string, value: unknown) => res.set(name, value),
    header: (name: string, value: unknown) => res.set(name, value),
    get: (name: string) => headers.get(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    hasHeader: (name: string) => headers.has(name.toLowerCase()),
    type: () => res,
    json(body: unknown) {
      finish(body);
      return res;
    },
    send(body: unknown) {
      finish(parsed(body));
      return res;
    },
    end() {
      finish(null);
      return res;
    },
    sendStatus(code: number) {
      res.statusCode = code;
      finish(null);
      return res;
    },
  };
  return res as unknown as Response;
}

/**
 * Runs one write of a batch through its operation's whole chain, as its own request would run (the token
 * checked, `Idempotency-Key` claimed or its first answer replayed, the handler, the api's error handler for a
 * failure), and answers what that request would have answered.
 */
export function replayWrite(
  chains: WriteChains,
  route: WriteRoute,
  outer: { req: Request; res: Response },
  write: ReplayedWrite,
): Promise<WriteAnswer> {
  return new Promise((resolve) => {
    const req = writeRequest(outer.req, route, write);
    const res = writeResponse(outer.res, req, resolve);
    runChain(route.handlers, req, res, (error?: unknown) => {
      if (res.headersSent) return;
      if (error !== undefined && error !== null) chains.errors(error, req, res, () => undefined);
      else res.status(404).json({ message: `No route for ${req.method} ${req.path}`, error: {} });
    });
  });
}
