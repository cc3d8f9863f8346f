import type { ApiContext } from '../config/context';
import type { DatabaseHandle } from '../db/connect';
import { forgetModuleMeta } from './module-card';
import { forgetSearches } from './module-search';

/** The tables a card's metadata is read from (its category and super category, tags and careers). */
const META_TABLES = ['categories', 'tags', 'careers', 'module_tags', 'module_careers'] as const;

/** The kind of the change feed's announcement of a catalogue change (`c|catalogue`, migration 0029). */
const CATALOGUE_CHANGED = 'c';

/** Per database: what to check before a search page is answered from kept parts. */
const checks = new WeakMap<object, () => void>();

/**
 * Connects the catalogue's kept answers (the search pages and their texts, module metadata) to what changes
 * them, beside their time limits (module-search.ts, module-card.ts):
 * - this server's own writes to a category, tag or career, or to a module's tags and careers, forget every
 *   module's metadata at once (and so every page text made of it);
 * - on SQLite, another connection's commits to the file (an import or a restore by another process, another
 *   server on the same file) forget the searches and the metadata before the next search is answered;
 * - on PostgreSQL, the change feed announces every committed change to the catalogue (migration 0029: a
 *   module, category, tag or career, a module's tags and careers; not a module's view count), whichever
 *   server or tool made it: each server forgets the searches and the metadata as the announcement arrives,
 *   nothing asked per read. An import answers once every server has heard it (`settle`), so the next search
 *   on any server shows it. While the feed is down announcements may be missed: the searches and metadata
 *   are forgotten when it drops and again when it is back, and in between the time limits hold (30 s a search
 *   page, a minute a module's metadata).
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

/** Forgets every kept search and every module's metadata. */
function forgetCatalogue(ctx: ApiContext): void {
  forgetSearches(ctx);
  forgetModuleMeta(ctx);
}

/**
 * Forgets what another connection's commits may have made stale (SQLite), as of the request's session check
 * (`changedElsewhere`, which the signed-in request has just asked).
 */
export function catalogueCurrent(ctx: ApiContext): void {
  checks.get(ctx.db)?.();
}
