import type { ChangeFeed } from '../db/change-feed';
import type { DatabaseHandle } from '../db/connect';
import type { PartnerDirectory } from './partners';
import type { TokenCache } from './token-cache';

/**
 * Connects the token cache and the partner directory to what revokes them, so that a logout, a password
 * change or reset, a role or status change, an erasure, a partner's disabling or key rotation ends the
 * sessions concerned at once:
 * - this server's own writes to `users`, `revoked_tokens` and `partners`, as each statement runs;
 * - on SQLite, another process's commits (`data_version`, asked before a cached session is used);
 * - on PostgreSQL, every server's committed changes, announced by the database's triggers (`feed`); while
 *   the feed is down the token cache keeps nothing and the partner directory is read anew.
 */
export function wireRevocations(
  handle: Pick<DatabaseHandle, 'writes'>,
  tokens: TokenCache,
  partners: PartnerDirectory,
  feed: ChangeFeed | null,
): void {
  handle.writes.on(['users'], ({ keys }) => {
    if (!keys) tokens.forgetAll();
    else for (const id of keys) tokens.forgetUser(Number(id));
  });
  handle.writes.on(['revoked_tokens'], ({ keys }) => {
    if (!keys) tokens.forgetAll();
    else for (const jti of keys) tokens.forgetToken(String(jti));
  });
  handle.writes.on(['partners'], () => partners.forget());
  if (!feed) return;
  feed.onChange(({ kind, key }) => {
    if (kind === 'u') tokens.forgetUser(Number(key));
    else if (kind === 'j') tokens.forgetToken(key);
    else if (kind === 'p') partners.forget();
  });
  feed.onLive((live) => {
    tokens.setLive(live);
    partners.forget();
  });
  tokens.setLive(feed.live);
}

/**
 * Answers once every server has dropped what a revocation just committed ended (PostgreSQL: each listening
 * server answers a round trip through the change feed): a request that revoked answers after it, so that the
 * token it ended is refused everywhere when its answer arrives. Nothing to wait for on SQLite (one server).
 */
export async function settleRevocations(ctx: { changes: ChangeFeed | null }): Promise<void> {
  await ctx.changes?.settle();
}
