import type { ApiContext } from '../config/context';
import type { DatabaseHandle } from '../db/connect';
import { forgetCollections } from './collections';
import { forgetModuleMeta } from './module-card';
import { forgetSearches } from './module-search';

/** The tables a card's metadata is read from (its category and super category, tags and careers). */
const META_TABLES = ['categories', 'tags', 'careers', 'module_tags', 'module_careers'] as const;

/** The kind of the change feed's announcement of a catalogue change (`c|catalogue`, migration 0029). */
const CATALOGUE_CHANGED = 'c';

/** Per database: what to check before a search page is answered from kept parts. */
const checks = new WeakMap<object, () => void>();

/**
 * Connects the catalogue's kept answers (the search pages and their texts, module metadata, collection pages)
 * to what changes them, beside their time limits (module-search.ts, module-card.ts, collections.ts):
 * - this server's own writes to a category, tag or career, or to a module's tags and careers, forget every
 *   module's metadata at once (and so every page text made of it);
 * - on SQLite, another connection's commits to the file (an import or a restore by another process, another
 *   server on the same file) forget them all before the next search is answered;
 * - on PostgreSQL, the change feed announces every committed change to the catalogue (migration 0029: a
 *   module, category, tag or career, a module's tags and careers, a collection; not a module's view count),
 *   whichever server or tool made it: each server forgets them all as the announcement arrives, nothing asked
 *   per read. An import answers once every server has heard it (`settle`), so the next search on any server
 *   shows it. While the feed is down announcements may be missed: they are all forgotten when it drops and
 *   again when it is back, and in between the time limits hold (30 s a search page, a minute a module's
 *   metadata).
 */
export function wireCatalogueChanges(
  ctx: ApiContext,
  handle: Pick<DatabaseHandle, 'writes' | 'commitsElsewhere'>,
): void {
  handle.writes.on(META_TABLES, () => forgetModuleMeta(ctx));
  const feed = ctx.changes;
  if (feed) {
    feed.onChange(({ kind }) => {
      if (kind === CATALOGUE_CHANGED) forgetCatalogue(ctx);
    });
    feed.onLive(() => forgetCatalogue(ctx));
    return;
  }
  const { commitsElsewhere } = handle;
  if (!commitsElsewhere) return;
  let seen = commitsElsewhere();
  checks.set(ctx.db, () => {
    const now = commitsElsewhere();
    if (now === seen) return;
    seen = now;
    forgetCatalogue(ctx);
  });
}

/** Forgets every kept search, every module's metadata and the collection pages. */
function forgetCatalogue(ctx: ApiContext): void {
  forgetSearches(ctx);
  forgetModuleMeta(ctx);
  forgetCollections(ctx);
}

/**
 * Forgets what another connection's commits may have made stale (SQLite), as of the request's session check
 * (`changedElsewhere`, which the signed-in request has just asked).
 */
export function catalogueCurrent(ctx: ApiContext): void {
  checks.get(ctx.db)?.();
}
