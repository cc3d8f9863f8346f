import type { ApiContext } from '../config/context';
import type { RouteTable } from '../http/route-table';
import { writesBatch } from './writes-batch';

/** Writes made offline, sent together. */
export const offlineRoutes = (ctx: ApiContext): RouteTable => ({
  'post /writes/batch': writesBatch(ctx),
});
