/**
 * The rows the tool no longer needs, swept when a login starts (at most once a minute): ltijs's expired
 * records (states, nonces, id tokens …), logins never launched within their 10 minutes (anyone who knows a
 * platform's issuer and client id, both public, can start logins), and expired launch codes and
 * deep-linking sessions. A used login is kept while its state could still be presented (its nonce's single use
 * is that row), then only each platform's latest (the admin console reads the platform's last launch from it):
 * a row a launch no longer grows the table for ever.
 */
import type { Kysely } from 'kysely';
import { LOGIN_TTL_MS } from '../launch/launch-checks';
import type { LtiTables } from './schema';

const SWEEP_EVERY_MS = 60_000;

/** Deletes what expired before `nowMs`. */
async function sweepExpiredRows(db: Kysely<LtiTables>, nowMs: number): Promise<void> {
  const now = new Date(nowMs).toISOString();
  await db.deleteFrom('lti_records').where('expires_at', '<', now).execute();
  const loginsBefore = new Date(nowMs - LOGIN_TTL_MS).toISOString();
  await db
    .deleteFrom('lti_logins')
    .where('used_at', 'is', null)
    .where('created_at', '<', loginsBefore)
    .execute();
  await db
    .deleteFrom('lti_logins')
    .where('created_at', '<', loginsBefore)
    .where('used_at', '<', (eb) =>
      eb
        .selectFrom('lti_logins as latest')
        .select((latest) => latest.fn.max('latest.used_at').as('at'))
        .whereRef('latest.issuer', '=', 'lti_logins.issuer')
        .whereRef('latest.client_id', '=', 'lti_logins.client_id'),
    )
    .execute();
  await db.deleteFrom('lti_launch_codes').where('expires_at', '<', now).execute();
  await db.deleteFrom('lti_deep_links').where('expires_at', '<', now).execute();
}

/** A sweep that runs when called, unless it ran less than a minute ago (by `now`). */
export function expiredRowSweeper(db: Kysely<LtiTables>, now: () => number): () => Promise<void> {
  let last = Number.NEGATIVE_INFINITY;
  return async () => {
    const at = now();
    if (at - last < SWEEP_EVERY_MS) return;
    last = at;
    await sweepExpiredRows(db, at);
  };
}
