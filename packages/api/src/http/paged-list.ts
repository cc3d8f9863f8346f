import type { Request, RequestHandler, Response } from 'express';
import type { PageWindow } from '../db/page-query';
import { paged, pageParams } from './paging';

/**
 * A handler answering one page of a list: the page and limit come from the query (`defaultLimit` when it
 * names none); `load` reads that window of the list and its total, and may add to the answer's `meta`.
 */
export function pagedList<T>(
  defaultLimit: number,
  load: (
    window: PageWindow,
    req: Request,
    res: Response,
  ) => Promise<{ results: T[]; total: number; meta?: Record<string, unknown> }>,
): RequestHandler {
  return async (req, res) => {
    const { page, limit, offset } = pageParams(req.query, defaultLimit);
    const { results, total, meta } = await load({ limit, offset }, req, res);
    const body = paged(results, total, page, limit);
    res.json(meta ? { ...body, meta: { ...body.meta, ...meta } } : body);
  };
}
