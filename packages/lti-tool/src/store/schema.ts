import type { Generated } from 'kysely';

/** The LTI tool's own tables (its migrations run beside the api's, in the same database). */
interface LtiRecordsTable {
  id: Generated<number>;
  collection: string;
  lookup: string | null;
  doc: string;
  expires_at: string | null;
  created_at: string;
}

interface LtiLoginsTable {
  state: string;
  nonce: string;
  issuer: string;
  client_id: string;
  browser_secret: string;
  storage_target: string | null;
  created_at: string;
  used_at: string | null;
}

interface LtiDeploymentsTable {
  issuer: string;
  client_id: string;
  deployment_id: string;
  created_at: string;
}

interface LtiLaunchCodesTable {
  code_hash: string;
  user_id: number;
  target: string;
  expires_at: string;
  used_at: string | null;
  /**
   * A hand-off code's session: the id (jti) of the token that asked for it, the token version it was signed
   * at and its expiry; the exchange checks that session then and hands it over. Null for a launch's code
   * (the LMS vouches for that user: the exchange starts a new session).
   */
  session_jti: string | null;
  session_token_version: number | null;
  session_expires_at: string | null;
}

interface LtiLaunchContextsTable {
  id: Generated<number>;
  user_id: number;
  issuer: string;
  resource_link_id: string;
  context_id: string | null;
  module_id: number | null;
  lineitem: string | null;
  nrps_url: string | null;
  /** ltijs's id token object (what its services need), JSON. */
  token: string;
  updated_at: string;
}

interface LtiScoreOutboxTable {
  id: Generated<number>;
  launch_context_id: number;
  score: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
}

interface LtiDeepLinksTable {
  session: string;
  user_id: number;
  token: string;
  expires_at: string;
  used_at: string | null;
}

/**
 * Whether a platform may launch: dynamic registration writes `pending` (approval required) or `approved`
 * before the platform exists in ltijs; an administrator approves or refuses. A platform without a row
 * (registered by hand before this table existed) is approved.
 */
interface LtiPlatformApprovalsTable {
  issuer: string;
  client_id: string;
  status: 'pending' | 'approved' | 'refused';
  /** The OpenID configuration URL it registered from (null: registered by hand). */
  configuration_url: string | null;
  registered_at: string;
  decided_at: string | null;
}

export interface LtiTables {
  lti_platform_approvals: LtiPlatformApprovalsTable;
  lti_launch_contexts: LtiLaunchContextsTable;
  lti_score_outbox: LtiScoreOutboxTable;
  lti_deep_links: LtiDeepLinksTable;
  lti_records: LtiRecordsTable;
  lti_logins: LtiLoginsTable;
  lti_deployments: LtiDeploymentsTable;
  lti_launch_codes: LtiLaunchCodesTable;
}
