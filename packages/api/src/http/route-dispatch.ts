import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import FindMyWay from 'find-my-way';
import { runChain } from './run-chain';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What the route table mounts on: a method's route with its chain of handlers (an Express router's shape). */
export type RouteTarget = Pick<Router, Method>;

interface Route {
  /** The Express form of the path (`/comments/:id`): `req.route.path`, which the metrics label answers by. */
  path: string;
  handlers: RequestHandler[];
}

/**
 * The route table's router: find-my-way's radix tree finds a request's route in a walk as long as its path,
 * where Express's router tried each route's regular expression in turn (about 200 of them; 6 % of a read's
 * CPU in the profile). Matching is Express's: case-insensitive, a trailing slash ignored, HEAD served by
 * GET, parameters decoded; a path no route matches goes on (`next()`) to the routes after it. Each route
 * runs its handlers as Express does: in turn by `next()`, an error or a rejected promise to the error
 * handlers, `next('route')` on past the route.
 */
export function routeDispatch(): { routes: RouteTarget; dispatch: RequestHandler } {
  // No length limit on a parameter (find-my-way's default is 100 characters; Express has none: invitation values are longer).
  const router = FindMyWay({ caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 65_536 });
  const on =
    (method: Method) =>
    (path: string, ...handlers: unknown[]) => {
      const route: Route = { path, handlers: (handlers as Array<RequestHandler | RequestHandler[]>).flat() };
      router.on(method.toUpperCase() as 'GET', path, () => undefined, route);
      return routes;
    };
  const routes = {
    get: on('get'),
    post: on('post'),
    put: on('put'),
    patch: on('patch'),
    delete: on('delete'),
  };
  const find = (method: string, path: string) => router.find(method as 'GET', path);
  const dispatch: RequestHandler = (req, res, next) => {
    const found = find(req.method === 'HEAD' ? 'GET' : req.method, req.path);
    if (!found) {
      unmatched(find, req, res, next);
      return;
    }
    const route = found.store as Route;
    req.params = found.params as Record<string, string>;
    (req as { route?: unknown }).route = { path: route.path };
    runChain(route.handlers, req, res, next);
  };
  return { routes: routes as unknown as RouteTarget, dispatch };
}

const METHODS = ['DELETE', 'GET', 'PATCH', 'POST', 'PUT'] as const;

/**
 * A request no route takes, answered as Express's router answers it: a parameter that is not valid
 * percent-encoding is 400 "Failed to decode param '…'"; OPTIONS of a path with routes lists their methods
 * (`Allow`); anything else goes on to the next routes.
 */
function unmatched(
  find: (method: string, path: string) => { store: unknown } | null,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  const segments = req.path.split('/');
  const malformed = segments.find((segment) => !decodes(segment));
  if (malformed !== undefined) {
    const readable = segments.map((segment) => (decodes(segment) ? segment : '_')).join('/');
    if (find(req.method === 'HEAD' ? 'GET' : req.method, readable)) {
      next(
        Object.assign(new Error(`Failed to decode param '${malformed}'`), { status: 400, statusCode: 400 }),
      );
      return;
    }
  }
  if (req.method === 'OPTIONS') {
    const methods = METHODS.filter((method) => find(method, req.path));
    if (methods.length) {
      const allow = (methods.includes('GET') ? [...methods, 'HEAD'] : methods).sort().join(', ');
      res.setHeader('Allow', allow);
      res.setHeader('Content-Length', Buffer.byteLength(allow));
      res.setHeader('Content-Type', 'text/plain');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(allow);
      return;
    }
  }
  next();
}

function decodes(segment: string): boolean {
  if (!segment.includes('%')) return true;
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}
