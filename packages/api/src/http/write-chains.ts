import type { ErrorRequestHandler, RequestHandler } from 'express';
import FindMyWay from 'find-my-way';
import type { ApiContext } from '../config/context';

/** An idempotent write's route as the batch finds it: its operation, path parameters and whole chain. */
export interface WriteRoute {
  /** The operation's key (`'post /modules/{id}/rating'`). */
  key: string;
  /** The Express form of its path (`req.route.path`). */
  expressPath: string;
  params: Record<string, string>;
  handlers: RequestHandler[];
}

/**
 * The chains of the operations that honour `Idempotency-Key`, as mounted (the operation's name, `requireAuth`,
 * the key's check, the handler), for `POST /writes/batch` to replay each write of a batch through its own
 * operation's chain; and the api's error handler, which answers a write's failure as its own request's.
 */
export interface WriteChains {
  add(method: string, expressPath: string, key: string, handlers: RequestHandler[]): void;
  find(method: string, path: string): WriteRoute | null;
  errors: ErrorRequestHandler;
}

const byContext = new WeakMap<ApiContext, WriteChains>();

interface Stored {
  key: string;
  expressPath: string;
  handlers: RequestHandler[];
}

/** A server's write chains (its route table fills them while it is mounted). */
export function writeChains(ctx: ApiContext, errors: ErrorRequestHandler): WriteChains {
  const router = FindMyWay({ caseSensitive: false, ignoreTrailingSlash: true });
  const chains: WriteChains = {
    add(method, expressPath, key, handlers) {
      router.on(method.toUpperCase() as 'POST', expressPath, () => undefined, { key, expressPath, handlers });
    },
    find(method, path) {
      if (path.includes('?') || path.includes('#')) return null;
      const found = router.find(method.toUpperCase() as 'POST', path);
      if (!found) return null;
      const stored = found.store as Stored;
      return { ...stored, params: found.params as Record<string, string> };
    },
    errors,
  };
  byContext.set(ctx, chains);
  return chains;
}

/** The write chains of the server that `ctx` belongs to. */
export function writeChainsOf(ctx: ApiContext): WriteChains {
  const chains = byContext.get(ctx);
  if (!chains) throw new Error('The write chains are mounted with the routes');
  return chains;
}
