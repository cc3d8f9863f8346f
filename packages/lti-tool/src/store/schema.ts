import type { Generated } from 'kysely';

/** The LTI tool's own tables (its migrations run beside the api's, in the same database). */
export interface LtiRecordsTable {
  id: Generated<number>;
  collection: string;
  lookup: string | null;
  doc: string;
  expires_at: string | null;
  created_at: string;
}

export interface LtiLoginsTable {
  state: string;
  nonce: string;
  issuer: string;
  client_id: string;
  browser_secret: string;
  storage_target: string | null;
  created_at: string;
  used_at: string | null;
}

export interface LtiDeploymentsTable {
  issuer: string;
  client_id: string;
  deployment_id: string;
  created_at: string;
}

export interface LtiLaunchCodesTable {
  code_hash: string;
  user_id: number;
  target: string;
  expires_at: string;
  used_at: string | null;
}

export interface LtiTables {
  lti_records: LtiRecordsTable;
  lti_logins: LtiLoginsTable;
  lti_deployments: LtiDeploymentsTable;
  lti_launch_codes: LtiLaunchCodesTable;
}
