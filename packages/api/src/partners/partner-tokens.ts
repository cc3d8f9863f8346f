import type { PartnerTokenBody } from '@modkit/sdk/contract';
import { isValid } from '@modkit/sdk/rules';
import { provisionLtiUser } from '../accounts/lti-provisioning';
import { PARTNER_TOKEN_TTL_SECONDS, type PartnerRow } from '../auth/partners';
import { signAccessToken } from '../auth/tokens';
import type { ApiContext } from '../config/context';
import { validationError } from '../http/http-error';
import { isEmailAddress } from '../http/input/email-address';

/** The partner's user id and e-mail address of a token request, checked. */
function partnerUserOf(body: PartnerTokenBody) {
  const externalId = body.user_id.trim();
  const errors: Record<string, string> = {};
  if (!externalId || externalId.length > 200)
    errors.user_id = 'user_id is Required (at most 200 characters).';
  const email = body.email?.trim().toLowerCase();
  if (email && !isEmailAddress(email)) errors.email = 'email must be an e-mail address.';
  if (!isValid(errors)) throw validationError(errors);
  return { externalId, email };
}

/** A short-lived widget token for a partner's user, provisioned (as a learner) the first time. */
export async function partnerWidgetToken(ctx: ApiContext, partner: PartnerRow, body: PartnerTokenBody) {
  const { externalId, email } = partnerUserOf(body);
  // The partner's user is found by (partner, its id), never by e-mail: a partner could claim any address.
  const { userId } = await provisionLtiUser(ctx, {
    issuer: `partner:${partner.id}`,
    subject: externalId,
    role: 'STUDENT',
    email,
    givenName: body.first_name?.slice(0, 100),
    familyName: body.last_name?.slice(0, 100),
    placeholderName: { first: 'Learner', last: '' },
    learnerPackage: partner.package_name,
    source: partner.name,
  });
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'role', 'token_version'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const ttl = Math.min(PARTNER_TOKEN_TTL_SECONDS, Math.max(60, ctx.config.partnerTokenTtlSeconds));
  const token = await signAccessToken(ctx.signingKey, user, ttl, partner);
  const expiresAt = new Date(ctx.now() + ttl * 1000).toISOString();
  return { token, expires_at: expiresAt, user_id: userId };
}
