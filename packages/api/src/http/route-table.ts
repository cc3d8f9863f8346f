import type { RequestHandler } from 'express';
import type { ApiContext } from '../config/context';

/**
 * Handlers keyed by the operation each serves, as the operations tables of the reference write it
 * (`'get /comments/{id}'`): the handler, or the middleware before it and the handler. Authentication is
 * not listed: the mounter puts `requireAuth` first unless the operation is `public`.
 */
export type RouteTable = Record<string, RequestHandler | RequestHandler[]>;

/** A part of the route table, built for one api (its handlers read the context). */
export type RouteTablePart = (ctx: ApiContext) => RouteTable;
