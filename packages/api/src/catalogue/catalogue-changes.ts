import type { ApiContext } from '../config/context';
import type { DatabaseHandle } from '../db/connect';
import { forgetModuleMeta } from './module-card';
import { forgetSearches } from './module-search';

/** The tables a card's metadata is read from (its category and super category, tags and careers). */
const META_TABLES = ['categories', 'tags', 'careers', 'module_tags', 'module_careers'] as const;

/** Per database: what to check before a search page is answered from kept parts. */
const checks = new WeakMap<object, () => void>();

/**
 * Connects the catalogue's kept answers (the search pages and their texts, module metadata) to what changes
 * them, beside their time limits (module-search.ts, module-card.ts):
 * - this server's own writes to a category, tag or career, or to a module's tags and careers, forget every
 *   module's metadata at once (and so every page text made of it);
 * - on SQLite, another connection's commits to the file (an import or a restore by another process, another
 *   server on the same file) forget the searches and the metadata before the next search is answered.
 * PostgreSQL's change feed does not announce catalogue changes yet: there a change made through another server
 * shows within the time limits (30 s a search page, a minute a module's metadata).
 */
export function wireCatalogueChanges(
  ctx: ApiContext,
  handle: Pick<DatabaseHandle, 'writes' | 'commitsElsewhere'>,
): void {
  handle.writes.on(META_TABLES, () => forgetModuleMeta(ctx));
  const { commitsElsewhere } = handle;
  if (!commitsElsewhere) return;
  let seen = commitsElsewhere();
  checks.set(ctx.db, () => {
    const now = commitsElsewhere();
    if (now === seen) return;
    seen = now;
    forgetSearches(ctx);
    forgetModuleMeta(ctx);
  });
}

/**
 * Forgets what another connection's commits may have made stale (SQLite), as of the request's session check
 * (`changedElsewhere`, which the signed-in request has just asked).
 */
export function catalogueCurrent(ctx: ApiContext): void {
  checks.get(ctx.db)?.();
}
