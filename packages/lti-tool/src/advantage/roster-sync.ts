import { type Api, provisionLtiUser } from '@modkit/api';
import type { Kysely } from 'kysely';
import { identityFromToken } from '../identity/identity-from-token';
import { modkitRoleFor } from '../identity/lti-roles';
import type { LtiIdToken, LtiProvider } from '../ltijs';
import type { LtiTables } from '../store/schema';

/**
 * Names and Role Provisioning: brings the members of the teacher's course (their latest launch with a
 * memberships URL) into modkit, linked to the course, so that its learners appear in the teacher's table.
 */
export async function syncRoster(api: Api, db: Kysely<LtiTables>, provider: LtiProvider, teacherId: number) {
  const launch = await db
    .selectFrom('lti_launch_contexts')
    .select(['token'])
    .where('user_id', '=', teacherId)
    .where('nrps_url', 'is not', null)
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
  if (!launch) return null;
  const token = JSON.parse(launch.token) as LtiIdToken;
  const { members } = await provider.NamesAndRoles.getMembers(token, { pages: 20 });
  let learners = 0;
  for (const member of members) {
    const subject = typeof member.user_id === 'string' ? member.user_id : '';
    if (!subject || subject === token.user || (member.status && member.status !== 'Active')) continue;
    const role = modkitRoleFor(member.roles as string[] | undefined);
    await provisionLtiUser(api.ctx, {
      ...identityFromToken(token, role),
      subject,
      email: member.email as string | undefined,
      givenName: member.given_name as string | undefined,
      familyName: member.family_name as string | undefined,
      name: member.name as string | undefined,
    });
    if (role === 'STUDENT') learners++;
  }
  return { members: members.length, learners };
}
