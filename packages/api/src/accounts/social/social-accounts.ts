import { INSTANT_SIGNUP_LAST_NAME } from '@modkit/sdk/rules';
import type { ApiContext } from '../../config/context';
import { isUniqueViolation } from '../../db/unique-violation';
import type { UserRow } from '../../http/guards/authenticate';
import { HttpError } from '../../http/http-error';
import { createAccount } from '../accounts';
import { SOCIAL_MESSAGES } from './social-errors';
import type { SocialProfile } from './social-profile';

/**
 * The issuer a provider's identities are stored under in `lti_identities` (beside LMS platforms, whose issuers
 * are https URLs, and partners, `partner:<id>`): a plain name, so that no LMS registered with an issuer such as
 * https://accounts.google.com can ever speak for a Google account.
 */
const socialIssuer = (profile: Pick<SocialProfile, 'provider'>) => profile.provider;

function namesOf(profile: SocialProfile): { first: string; last: string } {
  const words = profile.name?.split(/\s+/).filter(Boolean) ?? [];
  const first = profile.givenName || words[0] || profile.email?.split('@')[0] || 'New';
  const last = profile.familyName || words.slice(1).join(' ') || INSTANT_SIGNUP_LAST_NAME;
  return { first: first.slice(0, 100), last: last.slice(0, 100) };
}

async function userOfIdentity(
  ctx: ApiContext,
  issuer: string,
  subject: string,
): Promise<UserRow | undefined> {
  return ctx.db
    .selectFrom('lti_identities')
    .innerJoin('users', 'users.id', 'lti_identities.user_id')
    .selectAll('users')
    .where('lti_identities.issuer', '=', issuer)
    .where('lti_identities.subject', '=', subject)
    .executeTakeFirst();
}

/**
 * The user of a provider identity (provider, subject), made on its first sign-in with the role chosen on
 * signup (a learner by default), the provider's verified e-mail and names. Never joined to an existing
 * account by e-mail alone: an address that already has an account is refused with a way forward.
 */
export async function socialUser(
  ctx: ApiContext,
  profile: SocialProfile,
  role: 'STUDENT' | 'MENTOR' = 'STUDENT',
): Promise<{ user: UserRow; created: boolean }> {
  const issuer = socialIssuer(profile);
  const known = await userOfIdentity(ctx, issuer, profile.subject);
  if (known) return { user: known, created: false };
  if (!profile.email) throw new HttpError(400, SOCIAL_MESSAGES.noEmail(profile.provider));
  const taken = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', profile.email)
    .executeTakeFirst();
  if (taken) throw new HttpError(409, SOCIAL_MESSAGES.emailTaken);
  const { first, last } = namesOf(profile);
  try {
    await createAccount(ctx, {
      email: profile.email,
      password: null,
      first_name: first,
      last_name: last,
      role,
      identity: { issuer, subject: profile.subject },
    });
  } catch (error) {
    // Two first sign-ins of one person at once: the other one made the account; the address raced too.
    if (!isUniqueViolation(error) && !(error instanceof HttpError && error.status === 422)) throw error;
    const made = await userOfIdentity(ctx, issuer, profile.subject);
    if (made) return { user: made, created: false };
    throw new HttpError(409, SOCIAL_MESSAGES.emailTaken);
  }
  const user = await userOfIdentity(ctx, issuer, profile.subject);
  if (!user) throw new Error('the new social account was not found');
  return { user, created: true };
}
