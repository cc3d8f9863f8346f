import type { Request, RequestHandler } from 'express';
import type { ApiContext } from '../context';
import { type ModuleRow, toModuleCards } from '../serializers/module-card';
import type { PageWindow } from '../services/page-query';
import { currentUser, type UserRow } from './authenticate';
import { pagedList } from './paged-list';

/**
 * A handler answering one page of module cards with the signed-in viewer's marks: `load` reads the
 * window's module rows and the list's total.
 */
export function pagedModuleCards(
  ctx: ApiContext,
  defaultLimit: number,
  load: (window: PageWindow, req: Request, viewer: UserRow) => Promise<{ rows: ModuleRow[]; total: number }>,
): RequestHandler {
  return pagedList(defaultLimit, async (window, req, res) => {
    const user = currentUser(res);
    const { rows, total } = await load(window, req, user);
    return { results: await toModuleCards(ctx.db, rows, user.id), total };
  });
}
