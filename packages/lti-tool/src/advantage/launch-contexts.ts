import type { Kysely } from 'kysely';
import type { LtiIdToken } from '../ltijs';
import type { LtiTables } from '../store/schema';

/**
 * Remembers, per user and resource link, what LTI Advantage needs later: ltijs's token (for its
 * services), the module the link opens, its line item (grades) and the course's memberships URL (roster).
 */
export async function rememberLaunchContext(
  db: Kysely<LtiTables>,
  userId: number,
  token: LtiIdToken,
  moduleId: number | null,
  nowMs: number,
): Promise<void> {
  const context = token.platformContext;
  const resourceLinkId = context.resource?.id;
  if (!resourceLinkId) return;
  const row = {
    user_id: userId,
    issuer: token.iss,
    resource_link_id: resourceLinkId,
    context_id: context.context?.id ?? null,
    module_id: moduleId,
    lineitem: context.endpoint?.lineitem ?? null,
    nrps_url: context.namesRoles?.context_memberships_url ?? null,
    token: JSON.stringify(token),
    updated_at: new Date(nowMs).toISOString(),
  };
  await db
    .insertInto('lti_launch_contexts')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'issuer', 'resource_link_id']).doUpdateSet({
        context_id: row.context_id,
        module_id: row.module_id,
        lineitem: row.lineitem,
        nrps_url: row.nrps_url,
        token: row.token,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}
