import type { RequestHandler, Router } from 'express';
import { describe, expect, it } from 'vitest';
import type { ApiContext } from '../../src/config/context';
import type { RouteTablePart } from '../../src/http/route-table';
import { tagged } from '../../src/openapi/operation';
import { mountRoutes } from '../../src/routes/mount-routes';
import { startTestServer } from '../support/harness';

/**
 * The route table and the reference cannot drift: the mounter serves each documented operation once, at
 * its path, behind authentication unless public, and refuses to start on any mismatch.
 */

const ctx = {} as ApiContext;
const handler: RequestHandler = (_req, res) => void res.end();
const guard: RequestHandler = (_req, _res, next) => next();

/** A router that records what is mounted: method, path and the number of handlers. */
function recordingRouter() {
  const mounted: string[] = [];
  const record =
    (method: string) =>
    (path: string, ...handlers: RequestHandler[]) =>
      void mounted.push(`${method} ${path} ${handlers.length}`);
  const router = {
    get: record('get'),
    post: record('post'),
    put: record('put'),
    patch: record('patch'),
    delete: record('delete'),
  };
  return { router: router as unknown as Router, mounted };
}

const operations = tagged('Test', [
  ['get /things public', 'List things'],
  ['put /things/{thing_id}', 'Change a thing'],
]);

describe('mountRoutes', () => {
  it('mounts every operation in the table order, at its Express path, authenticated unless public', () => {
    const { router, mounted } = recordingRouter();
    const part: RouteTablePart = () => ({
      'put /things/{thing_id}': [guard, handler],
      'get /things': handler,
    });
    mountRoutes(router, ctx, [part], operations);
    // Each operation: the middleware naming it, requireAuth unless public, then its own handlers.
    expect(mounted).toEqual(['put /things/:thing_id 4', 'get /things 2']);
  });

  it('refuses a handler for an operation the reference does not list', () => {
    const part: RouteTablePart = () => ({
      'get /things': handler,
      'put /things/{thing_id}': handler,
      'delete /things': handler,
    });
    expect(() => mountRoutes(recordingRouter().router, ctx, [part], operations)).toThrow(
      'No documented operation for the route delete /things',
    );
  });

  it('refuses an operation served twice, or not at all', () => {
    const things: RouteTablePart = () => ({ 'get /things': handler });
    expect(() => mountRoutes(recordingRouter().router, ctx, [things, things], operations)).toThrow(
      'Two handlers for the operation get /things',
    );
    expect(() => mountRoutes(recordingRouter().router, ctx, [things], operations)).toThrow(
      'No handler for the operations put /things/{thing_id}',
    );
  });

  it("starts the api: its route table serves each of the reference's operations once", async () => {
    const server = await startTestServer();
    await server.close();
  });
});
