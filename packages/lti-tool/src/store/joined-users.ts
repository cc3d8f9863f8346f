import type { UserJoiningEvent } from '@modkit/api';
import type { Kysely } from 'kysely';
import type { LtiTables } from './schema';

/**
 * The tool's part of joining an LMS's or partner's account into its person's own (the api's `user-joining`
 * event, in the join's transaction): the launch contexts move to the own account (scores of its progress
 * still reach the LMS's grade book; where the own account was launched from the same link already, its own
 * stays and the joined one's goes, with its waiting scores); the joined account's launch codes and
 * deep-linking sessions end with it.
 */
export async function moveJoinedUser(event: UserJoiningEvent, trx: Kysely<LtiTables>): Promise<undefined> {
  const { fromUserId: from, intoUserId: into } = event;
  const clashing = trx
    .selectFrom('lti_launch_contexts as joined')
    .innerJoin('lti_launch_contexts as own', (join) =>
      join
        .onRef('own.issuer', '=', 'joined.issuer')
        .onRef('own.resource_link_id', '=', 'joined.resource_link_id')
        .on('own.user_id', '=', into),
    )
    .select('joined.id')
    .where('joined.user_id', '=', from);
  await trx.deleteFrom('lti_score_outbox').where('launch_context_id', 'in', clashing).execute();
  await trx.deleteFrom('lti_launch_contexts').where('id', 'in', clashing).execute();
  await trx.updateTable('lti_launch_contexts').set({ user_id: into }).where('user_id', '=', from).execute();
  await trx.deleteFrom('lti_launch_codes').where('user_id', '=', from).execute();
  await trx.deleteFrom('lti_deep_links').where('user_id', '=', from).execute();
  return undefined;
}
