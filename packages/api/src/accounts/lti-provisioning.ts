import { createHash } from 'node:crypto';
import { type Language, PROVISIONED_ADDRESS_DOMAIN, PSEUDO_LOCALE, supportedLocale } from '@modkit/sdk/rules';
import type { Transaction } from 'kysely';
import { type TokenSession, userOfToken } from '../auth/token-user';
import { signAccessToken } from '../auth/tokens';
import { fullGrant, grantPackage } from '../commerce/grant-package';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { isEmailAddress } from '../http/input/email-address';
import { readyAccount } from './ready-account';

/** The roles an LMS user can have here (the LTI tool maps the LTI roles onto them). */
export type LtiUserRole = 'STUDENT' | 'MENTOR' | 'SUPER_MENTOR';

/** What a validated launch says about the user and the course. */
export interface LtiIdentity {
  issuer: string;
  subject: string;
  role: LtiUserRole;
  email?: string | null | undefined;
  givenName?: string | null | undefined;
  familyName?: string | null | undefined;
  name?: string | null | undefined;
  picture?: string | null | undefined;
  context?: { id: string; title?: string | null | undefined } | null | undefined;
  /** The names of a new user whose identity carries none (default: LMS User). */
  placeholderName?: { first: string; last: string } | undefined;
  /** The package a new learner gets (a partner's); default LTI_LEARNER_PACKAGE. */
  learnerPackage?: string | undefined;
  /** The LMS's language for the user (`launch_presentation.locale`, a BCP 47 tag such as es-ES). */
  locale?: string | null | undefined;
  /** Who sends this identity: the LMS platform's or the partner's name (its `email` is shown as from them). */
  source?: string | null | undefined;
}

/**
 * The package LMS learners get: the school's licence covers them (decision; `LTI_LEARNER_PACKAGE`
 * overrides it, e.g. FREE).
 */
export const DEFAULT_LTI_LEARNER_PACKAGE = 'PREMIUM';

const RANK: Record<string, number> = { STUDENT: 0, MENTOR: 1, SUPER_MENTOR: 2 };

type Trx = Transaction<Database>;

/** Whether the identity says anything of the person's name (else a known user keeps theirs). */
const carriesName = (identity: LtiIdentity) =>
  Boolean(identity.givenName?.trim() || identity.familyName?.trim() || identity.name?.trim());

function names(identity: LtiIdentity): { first: string; last: string } {
  const fallback = identity.placeholderName ?? { first: 'LMS', last: 'User' };
  const first = identity.givenName?.trim() || identity.name?.trim().split(/\s+/)[0] || fallback.first;
  const last =
    identity.familyName?.trim() || identity.name?.trim().split(/\s+/).slice(1).join(' ') || fallback.last;
  return { first: first.slice(0, 100), last: last.slice(0, 100) };
}

/**
 * The language an LMS's locale gives a user: the closest one modkit speaks (es-MX → es), or null when it
 * speaks none of it (the choice stays open; mail is English meanwhile).
 */
function launchLanguage(identity: LtiIdentity): Language | null {
  const locale = supportedLocale(identity.locale);
  return locale && locale !== PSEUDO_LOCALE ? locale : null;
}

/**
 * The sign-in address of a partner's or an LMS's account: an undeliverable placeholder of its identity. The
 * address they send is contact data (`contact_email`), never the account's: it cannot block the person's
 * own signup with it, and the person's account is never joined to theirs (the api README, "Partner and LMS
 * accounts").
 */
export function provisionedAddress(issuer: string, subject: string): string {
  const hash = createHash('sha256').update(`${issuer}\n${subject}`).digest('hex').slice(0, 24);
  return `lti-${hash}@${PROVISIONED_ADDRESS_DOMAIN}`;
}

/**
 * The address an identity gives, lower-cased, when it is one as SMTP takes it (RFC 5321; else null): contact
 * data only.
 */
function contactEmail(identity: LtiIdentity): string | null {
  const email = identity.email?.trim().toLowerCase();
  return email && isEmailAddress(email) ? email : null;
}

async function createUser(trx: Trx, ctx: ApiContext, identity: LtiIdentity, now: string): Promise<number> {
  // Never an account of the person's address: the partner or the platform could name anyone's.
  const email = provisionedAddress(identity.issuer, identity.subject);
  const { first, last } = names(identity);
  const user = await trx
    .insertInto('users')
    .values({
      ...readyAccount(
        { email, password_hash: null, first_name: first, last_name: last, role: identity.role },
        now,
      ),
      contact_email: contactEmail(identity),
      contact_email_source: contactEmail(identity) ? (identity.source ?? null) : null,
      phone: null,
      country_code: null,
      media_path: identity.picture?.startsWith('https://') ? identity.picture.slice(0, 500) : null,
      language: launchLanguage(identity),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (identity.role === 'STUDENT') {
    const name = identity.learnerPackage || ctx.config.ltiLearnerPackage || DEFAULT_LTI_LEARNER_PACKAGE;
    const pkg = await trx.selectFrom('packages').selectAll().where('name', '=', name).executeTakeFirst();
    if (pkg) {
      await grantPackage(trx, fullGrant(user.id, pkg, now));
    }
  }
  await trx
    .insertInto('lti_identities')
    .values({ issuer: identity.issuer, subject: identity.subject, user_id: user.id, created_at: now })
    .execute();
  return user.id;
}

/** The course context as an organisation; its members are linked: teachers mentor its learners. */
async function joinContext(
  trx: Trx,
  identity: LtiIdentity,
  user: { id: number; organizationId: number | null },
  role: string,
  now: string,
) {
  const userId = user.id;
  const context = identity.context;
  if (!context?.id) return;
  let row = await trx
    .selectFrom('lti_contexts')
    .selectAll()
    .where('issuer', '=', identity.issuer)
    .where('context_id', '=', context.id)
    .executeTakeFirst();
  if (!row) {
    const org = await trx
      .insertInto('organizations')
      .values({
        name: (context.title || `Course ${context.id}`).slice(0, 200),
        school: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    row = await trx
      .insertInto('lti_contexts')
      .values({
        issuer: identity.issuer,
        context_id: context.id,
        title: context.title ?? null,
        organization_id: org.id,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  await trx
    .insertInto('lti_context_members')
    .values({ context_id: row.id, user_id: userId, role, created_at: now })
    .onConflict((oc) => oc.columns(['context_id', 'user_id']).doUpdateSet({ role }))
    .execute();
  if (user.organizationId !== row.organization_id) {
    await trx
      .updateTable('users')
      .set({ organization_id: row.organization_id })
      .where('id', '=', userId)
      .execute();
  }
  const others = await trx
    .selectFrom('lti_context_members')
    .select(['user_id', 'role'])
    .where('context_id', '=', row.id)
    .where('user_id', '!=', userId)
    .execute();
  const pairs =
    role === 'STUDENT'
      ? others.filter((o) => o.role !== 'STUDENT').map((o) => ({ mentor_id: o.user_id, learner_id: userId }))
      : others.filter((o) => o.role === 'STUDENT').map((o) => ({ mentor_id: userId, learner_id: o.user_id }));
  for (const pair of pairs) {
    await trx
      .insertInto('mentor_learners')
      .values({ ...pair, created_at: now })
      .onConflict((oc) => oc.columns(['mentor_id', 'learner_id']).doNothing())
      .execute();
  }
}

/** The modkit user of an LMS identity. */
export interface ProvisionedUser {
  userId: number;
  role: string;
}

/** Work that belongs with the provisioning (a launch's own records): it commits, or fails, with it. */
export type WithProvisioned<T> = (trx: Transaction<Database>, user: ProvisionedUser) => Promise<T>;

/**
 * Finds or creates the user of an LMS identity (issuer, subject), refreshes the names, raises the role
 * when the LMS grants a higher one (never lowers it), and joins the course context. `alsoWrite` runs in the
 * same transaction once the user is known (a launch's context and code): one commit for the launch's work.
 */
export async function provisionLtiUser<T = undefined>(
  ctx: ApiContext,
  identity: LtiIdentity,
  alsoWrite?: WithProvisioned<T>,
): Promise<ProvisionedUser & { written: T }> {
  try {
    return await provisionOnce(ctx, identity, alsoWrite);
  } catch (error) {
    // Two launches of one user or one course at once (two tabs, two servers) both found nothing and both
    // created it: the later insert failed on the unique key. Once more: this time it finds the rows.
    if (!isUniqueViolation(error)) throw error;
    return provisionOnce(ctx, identity, alsoWrite);
  }
}

async function provisionOnce<T>(
  ctx: ApiContext,
  identity: LtiIdentity,
  alsoWrite: WithProvisioned<T> | undefined,
): Promise<ProvisionedUser & { written: T }> {
  const now = isoNow(ctx.now);
  return ctx.db.transaction().execute(async (trx) => {
    const known = await trx
      .selectFrom('lti_identities')
      .innerJoin('users', 'users.id', 'lti_identities.user_id')
      .select([
        'users.id',
        'users.role',
        'users.first_name',
        'users.last_name',
        'users.organization_id',
        'users.language',
        'users.contact_email',
        'users.contact_email_source',
      ])
      .where('issuer', '=', identity.issuer)
      .where('subject', '=', identity.subject)
      .executeTakeFirst();
    let userId: number;
    let role: string;
    if (known) {
      userId = known.id;
      role = (RANK[identity.role] ?? 0) > (RANK[known.role] ?? 0) ? identity.role : known.role;
      const named = carriesName(identity) ? names(identity) : null;
      const renamed = named && (named.first !== known.first_name || named.last !== known.last_name);
      // The LMS's language fills a choice still open; one the user made (or an earlier launch) stays.
      const language = known.language === null ? launchLanguage(identity) : null;
      const contact = contactEmail(identity);
      // A launch that does not say who sent it (a roster sync) keeps the source known.
      const source = identity.source === undefined ? known.contact_email_source : identity.source;
      const recontacted =
        contact !== null && (contact !== known.contact_email || source !== known.contact_email_source);
      // A returning user whose LMS says nothing new is not written again (most launches).
      if (renamed || recontacted || role !== known.role || language) {
        await trx
          .updateTable('users')
          .set({
            ...(named ? { first_name: named.first, last_name: named.last } : {}),
            ...(language ? { language } : {}),
            ...(recontacted ? { contact_email: contact, contact_email_source: source } : {}),
            role,
            updated_at: now,
          })
          .where('id', '=', userId)
          .execute();
      }
    } else {
      userId = await createUser(trx, ctx, identity, now);
      role = identity.role;
    }
    await joinContext(
      trx,
      identity,
      { id: userId, organizationId: known?.organization_id ?? null },
      role,
      now,
    );
    const written = (alsoWrite ? await alsoWrite(trx, { userId, role }) : undefined) as T;
    return { userId, role, written };
  });
}

/** A bearer token of the api for a user (what a sign-in would return). */
export async function issueAccessToken(ctx: ApiContext, userId: number): Promise<string> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'role', 'token_version'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return signAccessToken(ctx.signingKey, user);
}

/** The user of a bearer token of this api (signature, expiry, revocation), or null; with the session it is. */
export async function authenticateToken(
  ctx: ApiContext,
  token: string,
): Promise<{ userId: number; role: string; partnerId?: number; session: TokenSession } | null> {
  const found = await userOfToken(ctx, token);
  if (!found) return null;
  const { partnerId, jti, tokenVersion, expiresAt } = found.claims;
  return {
    userId: found.user.id,
    role: found.claims.role,
    ...(partnerId !== undefined ? { partnerId } : {}),
    session: { userId: found.user.id, jti, tokenVersion, expiresAt },
  };
}
