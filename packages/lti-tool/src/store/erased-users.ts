import type { UserErasingEvent } from '@modkit/api';
import type { Kysely } from 'kysely';
import type { LtiTables } from './schema';

/**
 * The tool's part of an erasure (the api's `user-erasing` event, in the erasure's transaction): the
 * person's launch contexts (ltijs's copy of their ID token, the LMS's names and address in it) and the scores
 * waiting for the LMS, their launch codes and deep-linking sessions, and the ID and context tokens ltijs
 * keeps under their LMS subject. The next launch from the LMS starts afresh (a new account).
 */
export async function forgetErasedUser(event: UserErasingEvent, trx: Kysely<LtiTables>): Promise<undefined> {
  const contexts = trx.selectFrom('lti_launch_contexts').select('id').where('user_id', '=', event.userId);
  await trx.deleteFrom('lti_score_outbox').where('launch_context_id', 'in', contexts).execute();
  await trx.deleteFrom('lti_launch_contexts').where('user_id', '=', event.userId).execute();
  await trx.deleteFrom('lti_launch_codes').where('user_id', '=', event.userId).execute();
  await trx.deleteFrom('lti_deep_links').where('user_id', '=', event.userId).execute();
  const subjects = event.identities.map((identity) => identity.subject);
  if (subjects.length)
    await trx
      .deleteFrom('lti_records')
      .where('collection', 'in', ['idtoken', 'contexttoken'])
      .where('lookup', 'in', subjects)
      .execute();
  return undefined;
}
