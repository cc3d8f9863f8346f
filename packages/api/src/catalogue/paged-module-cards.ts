import type { Request, RequestHandler } from 'express';
import type { ApiContext } from '../config/context';
import type { PageWindow } from '../db/page-query';
import { currentUser, type UserRow } from '../http/guards/authenticate';
import { pagedList } from '../http/paged-list';
import { type ModuleRow, toModuleCards } from './module-card';

/**
 * A handler answering one page of module cards with the signed-in viewer's marks: `load` reads the
 * window's module rows and the list's total; a search's corrected keyword goes to `meta.corrected_keyword`.
 */
export function pagedModuleCards(
  ctx: ApiContext,
  defaultLimit: number,
  load: (
    window: PageWindow,
    req: Request,
    viewer: UserRow,
  ) => Promise<{ rows: ModuleRow[]; total: number; correctedKeyword?: string }>,
): RequestHandler {
  return pagedList(defaultLimit, async (window, req, res) => {
    const user = currentUser(res);
    const { rows, total, correctedKeyword } = await load(window, req, user);
    const results = await toModuleCards(ctx.db, rows, user.id);
    return correctedKeyword === undefined
      ? { results, total }
      : { results, total, meta: { corrected_keyword: correctedKeyword } };
  });
}
