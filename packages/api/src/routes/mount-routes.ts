import type { RequestHandler } from 'express';
import type { ApiContext } from '../config/context';
import { requireAuth } from '../http/guards/authenticate';
import { idempotentWrite } from '../http/idempotency';
import { contractQueryParser } from '../http/input/contract-queries';
import type { RouteTarget } from '../http/route-dispatch';
import type { RouteTablePart } from '../http/route-table';
import type { WriteChains } from '../http/write-chains';
import { expressPath, type Operation, routeKey } from '../openapi/operation';

/**
 * Mounts the parts of the route table on the router in their order, each operation at the Express form of its
 * documented path, its key in `res.locals.operation`, `requireAuth` first unless it is public, the
 * `Idempotency-Key` check of an idempotent write, then its query's contract parser. Refuses to start when the router and the
 * reference drift: a handler for an operation the reference does not list, an operation served twice, or
 * an operation nothing serves. The chains of the idempotent writes also go to `chains`, which `POST /writes/batch`
 * replays each write of a batch through.
 */
export function mountRoutes(
  router: RouteTarget,
  ctx: ApiContext,
  parts: readonly RouteTablePart[],
  operations: readonly Operation[],
  chains?: WriteChains,
): void {
  const documented = new Map(operations.map((operation) => [routeKey(operation), operation]));
  const served = new Set<string>();
  const auth = requireAuth(ctx);
  for (const part of parts) {
    for (const [key, chain] of Object.entries(part(ctx))) {
      const operation = documented.get(key);
      if (!operation) throw new Error(`No documented operation for the route ${key}`);
      if (served.has(key)) throw new Error(`Two handlers for the operation ${key}`);
      served.add(key);
      // The operation's key, for the checks that depend on it (what a widget token may call).
      const named: RequestHandler = (_req, res, next) => {
        res.locals.operation = key;
        next();
      };
      const handlers = [
        named,
        ...(operation.auth ? [auth] : []),
        ...(operation.idempotent ? [idempotentWrite(ctx, key)] : []),
        ...(operation.query ? [contractQueryParser(operation.query)] : []),
        ...[chain].flat(),
      ];
      router[operation.method](expressPath(operation.path), ...handlers);
      if (operation.idempotent) chains?.add(operation.method, expressPath(operation.path), key, handlers);
    }
  }
  const unserved = [...documented.keys()].filter((key) => !served.has(key));
  if (unserved.length) throw new Error(`No handler for the operations ${unserved.join(', ')}`);
}
