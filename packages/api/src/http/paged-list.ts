import type { Request, RequestHandler, Response } from 'express';
import type { PageWindow } from '../db/page-query';
import { paged, pageParams } from './paging';

/**
 * A handler answering one page of a list: the page and limit come from the query (`defaultLimit` when it
 * names none); `load` reads that window of the list and its total.
 */
export function pagedList<T>(
  defaultLimit: number,
  load: (window: PageWindow, req: Request, res: Response) => Promise<{ results: T[]; total: number }>,
): RequestHandler {
  return async (req, res) => {
    const { page, limit, offset } = pageParams(req.query, defaultLimit);
    const { results, total } = await load({ limit, offset }, req, res);
    res.json(paged(results, total, page, limit));
  };
}
