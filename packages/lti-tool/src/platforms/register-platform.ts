import type { Kysely } from 'kysely';
import type { LtiProvider } from '../ltijs';
import type { LtiTables } from '../store/schema';
import { recordApproval } from './platform-approval';

/** A platform (an LMS installation) as an administrator registers it. */
export interface PlatformConfig {
  /** The platform's issuer (`iss` of its id_tokens), e.g. `https://canvas.instructure.com`. */
  issuer: string;
  clientId: string;
  name: string;
  /** OIDC authorization endpoint. */
  authenticationEndpoint: string;
  /** OAuth2 token endpoint (client credentials, for grades and rosters). */
  accessTokenEndpoint: string;
  /** The platform's public key set. */
  jwksUrl: string;
  /** The audience of our client assertion, when it differs from the token endpoint. */
  authorizationServer?: string;
  /** The deployment ids this tool accepts from the platform. */
  deploymentIds: string[];
}

/**
 * Registers (or updates) a platform in ltijs and records its deployments. A registration by hand (the
 * platforms file, the command line, an administrator) is an approval: the platform may launch.
 */
export async function registerPlatform(
  provider: LtiProvider,
  db: Kysely<LtiTables>,
  config: PlatformConfig,
  nowMs: number,
): Promise<void> {
  await recordApproval(db, { issuer: config.issuer, clientId: config.clientId, status: 'approved', nowMs });
  const platform = await provider.registerPlatform({
    url: config.issuer,
    name: config.name,
    clientId: config.clientId,
    authenticationEndpoint: config.authenticationEndpoint,
    accesstokenEndpoint: config.accessTokenEndpoint,
    ...(config.authorizationServer ? { authorizationServer: config.authorizationServer } : {}),
    authConfig: { method: 'JWK_SET', key: config.jwksUrl },
  });
  if (!(await platform.platformActive())) await platform.platformActive(true);
  await addDeployments(db, config.issuer, config.clientId, config.deploymentIds, nowMs);
}

export async function addDeployments(
  db: Kysely<LtiTables>,
  issuer: string,
  clientId: string,
  deploymentIds: readonly string[],
  nowMs: number,
): Promise<void> {
  for (const deploymentId of deploymentIds) {
    await db
      .insertInto('lti_deployments')
      .values({
        issuer,
        client_id: clientId,
        deployment_id: deploymentId,
        created_at: new Date(nowMs).toISOString(),
      })
      .onConflict((oc) => oc.columns(['issuer', 'client_id', 'deployment_id']).doNothing())
      .execute();
  }
}
