import type { NextFunction, Request, Response } from 'express';
import type { Kysely } from 'kysely';
import { AWAITING_APPROVAL, sendRefusal } from '../launch/refusal-page';
import type { LtiPlatform, LtiProvider } from '../ltijs';
import type { LtiTables } from '../store/schema';

export type ApprovalStatus = 'pending' | 'approved' | 'refused';

/** A registered platform as an administrator reviews it. */
export interface RegisteredPlatform {
  issuer: string;
  clientId: string;
  name: string;
  status: ApprovalStatus;
  authenticationEndpoint: string;
  accessTokenEndpoint: string;
  jwksUrl: string;
  deploymentIds: string[];
  /** The configuration URL it registered itself from (null: registered by hand). */
  configurationUrl: string | null;
  registeredAt: string | null;
  /** When an administrator approved or refused it (null: undecided, or registered by hand). */
  decidedAt: string | null;
  /** The last launch of one of its users (a login whose launch came back), null before any. */
  lastLaunchAt: string | null;
}

const REFUSED = 'An administrator of modkit has refused this LMS.';

/** Writes (or overwrites) the approval state of a platform. */
export async function recordApproval(
  db: Kysely<LtiTables>,
  input: {
    issuer: string;
    clientId: string;
    status: ApprovalStatus;
    configurationUrl?: string | null;
    nowMs: number;
  },
): Promise<void> {
  const at = new Date(input.nowMs).toISOString();
  const decidedAt = input.status === 'pending' ? null : at;
  const registration =
    input.configurationUrl === undefined
      ? {}
      : { configuration_url: input.configurationUrl, registered_at: at };
  await db
    .insertInto('lti_platform_approvals')
    .values({
      issuer: input.issuer,
      client_id: input.clientId,
      status: input.status,
      configuration_url: input.configurationUrl ?? null,
      registered_at: at,
      decided_at: decidedAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['issuer', 'client_id'])
        .doUpdateSet({ status: input.status, decided_at: decidedAt, ...registration }),
    )
    .execute();
}

/** 'pending' or 'refused' when the platform may not launch; null when it may (approved, or registered by hand). */
export async function blockedStatus(
  db: Kysely<LtiTables>,
  issuer: string,
  clientId: string,
): Promise<'pending' | 'refused' | null> {
  const row = await db
    .selectFrom('lti_platform_approvals')
    .select('status')
    .where('issuer', '=', issuer)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row && row.status !== 'approved' ? row.status : null;
}

export function sendBlocked(res: Response, status: 'pending' | 'refused'): void {
  sendRefusal(res, 403, status === 'pending' ? AWAITING_APPROVAL : REFUSED);
}

/**
 * Before ltijs's OIDC login initiation: a platform that is not approved gets a 403 page, no redirect,
 * no state and no cookie. Without a client_id, ltijs takes the issuer's first platform: so do we.
 */
export function refuseUnapprovedLogins(provider: LtiProvider, db: Kysely<LtiTables>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const params = {
        ...(req.query as Record<string, unknown>),
        ...((req.body ?? {}) as Record<string, unknown>),
      };
      const issuer = typeof params.iss === 'string' ? params.iss : '';
      if (!issuer) return next();
      let clientId = typeof params.client_id === 'string' ? params.client_id : '';
      if (!clientId) {
        const platforms = (await provider.getPlatform(issuer)) as unknown as LtiPlatform[] | false;
        if (!platforms || platforms.length === 0) return next();
        clientId = await (platforms[0] as LtiPlatform).platformClientId();
      }
      const blocked = await blockedStatus(db, issuer, clientId);
      if (blocked) return sendBlocked(res, blocked);
      next();
    } catch (error) {
      next(error);
    }
  };
}

async function describePlatform(platform: LtiPlatform, db: Kysely<LtiTables>): Promise<RegisteredPlatform> {
  const issuer = await platform.platformUrl();
  const clientId = await platform.platformClientId();
  const [row, deployments, active, launched] = await Promise.all([
    db
      .selectFrom('lti_platform_approvals')
      .selectAll()
      .where('issuer', '=', issuer)
      .where('client_id', '=', clientId)
      .executeTakeFirst(),
    db
      .selectFrom('lti_deployments')
      .select('deployment_id')
      .where('issuer', '=', issuer)
      .where('client_id', '=', clientId)
      .orderBy('created_at')
      .execute(),
    platform.platformActive(),
    db
      .selectFrom('lti_logins')
      .select((eb) => eb.fn.max('used_at').as('at'))
      .where('issuer', '=', issuer)
      .where('client_id', '=', clientId)
      .executeTakeFirst(),
  ]);
  const authConfig = await platform.platformAuthConfig();
  return {
    issuer,
    clientId,
    name: await platform.platformName(),
    // Without a row: registered by hand (approved), or made inactive before approvals had a table (pending).
    status: row?.status ?? (active ? 'approved' : 'pending'),
    authenticationEndpoint: await platform.platformAuthenticationEndpoint(),
    accessTokenEndpoint: await platform.platformAccessTokenEndpoint(),
    jwksUrl: authConfig?.key ?? '',
    deploymentIds: deployments.map((d) => d.deployment_id),
    configurationUrl: row?.configuration_url ?? null,
    registeredAt: row?.registered_at ?? null,
    decidedAt: row?.decided_at ?? null,
    lastLaunchAt: launched?.at ?? null,
  };
}

/**
 * The platforms an administrator refused (or revoked): ltijs no longer knows them, only their approval row
 * is left, so they show with their issuer and client id, no name and no deployments.
 */
export async function refusedPlatforms(db: Kysely<LtiTables>): Promise<RegisteredPlatform[]> {
  const rows = await db
    .selectFrom('lti_platform_approvals')
    .selectAll()
    .where('status', '=', 'refused')
    .orderBy('decided_at', 'desc')
    .execute();
  return rows.map((row) => ({
    issuer: row.issuer,
    clientId: row.client_id,
    name: '',
    status: 'refused',
    authenticationEndpoint: '',
    accessTokenEndpoint: '',
    jwksUrl: '',
    deploymentIds: [],
    configurationUrl: row.configuration_url,
    registeredAt: row.registered_at,
    decidedAt: row.decided_at,
    lastLaunchAt: null,
  }));
}

/** Every registered platform with its approval status (refused platforms are removed, so not listed). */
export async function listPlatforms(
  provider: LtiProvider,
  db: Kysely<LtiTables>,
): Promise<RegisteredPlatform[]> {
  const platforms = await provider.getAllPlatforms();
  const described: RegisteredPlatform[] = [];
  for (const platform of platforms) described.push(await describePlatform(platform, db));
  return described;
}

/** An administrator's decision on the platform `issuer` + `clientId`, at `nowMs`: false when it does not apply. */
type PlatformDecision = (
  provider: LtiProvider,
  db: Kysely<LtiTables>,
  issuer: string,
  clientId: string,
  nowMs: number,
) => Promise<boolean>;

/**
 * Approves a platform waiting for approval: its logins and launches work from now on. False when there
 * is no such platform or it is already approved.
 */
export const approvePlatform: PlatformDecision = async (provider, db, issuer, clientId, nowMs) => {
  const platform = await provider.getPlatform(issuer, clientId);
  if (!platform) return false;
  const blocked = await blockedStatus(db, issuer, clientId);
  if (!blocked && (await platform.platformActive())) return false;
  await recordApproval(db, { issuer, clientId, status: 'approved', nowMs });
  await platform.platformActive(true);
  return true;
};

/**
 * Refuses a platform (pending, or approved before): it is removed with its keys and deployments, its
 * logins and launches are refused, and only a new registration (pending again) or an administrator's
 * registration by hand brings it back. False when the tool knows no such platform.
 */
export const refusePlatform: PlatformDecision = async (provider, db, issuer, clientId, nowMs) => {
  const platform = await provider.getPlatform(issuer, clientId);
  const blocked = await blockedStatus(db, issuer, clientId);
  if (!platform && blocked !== 'pending') return false;
  await recordApproval(db, { issuer, clientId, status: 'refused', nowMs });
  if (platform) await provider.deletePlatform(issuer, clientId);
  await db
    .deleteFrom('lti_deployments')
    .where('issuer', '=', issuer)
    .where('client_id', '=', clientId)
    .execute();
  return true;
};
