import type { Kysely } from 'kysely';
import type { LtiIdToken } from '../ltijs';
import type { LtiTables } from '../store/schema';
import { issueSingleUse, takeOnce } from '../store/single-use';

const DEEP_LINK_TTL_MS = 60 * 60_000;

/** A teacher's deep-linking request, kept server-side while they pick (the page holds only its id). */
export async function startDeepLinking(
  db: Kysely<LtiTables>,
  userId: number,
  token: LtiIdToken,
  nowMs: number,
) {
  return issueSingleUse(
    db,
    'lti_deep_links',
    24,
    (session) => ({ session, user_id: userId, token: JSON.stringify(token) }),
    nowMs,
    DEEP_LINK_TTL_MS,
  );
}

/** Uses a picking session once, for its own user: ltijs's token, or null. */
export async function finishDeepLinking(
  db: Kysely<LtiTables>,
  session: string,
  userId: number,
  nowMs: number,
) {
  const row = await takeOnce(db, 'lti_deep_links', nowMs)
    .where('session', '=', session)
    .where('user_id', '=', userId)
    .returning('token')
    .executeTakeFirst();
  return row ? (JSON.parse(row.token) as LtiIdToken) : null;
}

export interface PickedItem {
  kind: 'module' | 'collection';
  id: number;
  title: string;
}

/**
 * The content items of the deep-linking response: resource links back to our launch URL with the widget
 * in custom parameters; modules carry a line item (score maximum 100) when the platform accepts them.
 */
export function contentItems(picked: readonly PickedItem[], launchUrl: string, acceptLineItem: boolean) {
  return picked.map((item) => ({
    type: 'ltiResourceLink',
    title: item.title,
    url: launchUrl,
    custom:
      item.kind === 'module'
        ? { widget: 'module-player', module_id: String(item.id) }
        : { widget: 'library-carousel', collection_id: String(item.id) },
    ...(item.kind === 'module' && acceptLineItem
      ? {
          lineItem: {
            scoreMaximum: 100,
            label: item.title,
            resourceId: `module-${item.id}`,
            tag: 'modkit-progress',
          },
        }
      : {}),
  }));
}
