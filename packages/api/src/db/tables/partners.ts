import type { Generated } from 'kysely';
import type { Id, Timestamp } from '../column-types';

/** Who else signs learners in: LMS identities and course contexts (LTI), partner sites; privacy requests carried out. */

/** LMS identities and course contexts (LTI). */
export interface LtiIdentitiesTable {
  id: Id;
  issuer: string;
  subject: string;
  user_id: number;
  created_at: Timestamp;
}

export interface LtiContextsTable {
  id: Id;
  issuer: string;
  context_id: string;
  title: string | null;
  organization_id: number | null;
  created_at: Timestamp;
}

export interface LtiContextMembersTable {
  context_id: number;
  user_id: number;
  role: string;
  created_at: Timestamp;
}

/** A partner site (the script-tag surface); `origins` is a JSON array, the key is kept as its SHA-256. */
export interface PartnersTable {
  id: Id;
  name: string;
  origins: string;
  package_name: string;
  status: 'ACTIVE' | 'DISABLED';
  key_hash: string;
  key_hint: string;
  /** Raised by each key rotation; a widget token works only under the generation it was minted in. */
  key_generation: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A data request carried out (an export, an erasure, two accounts joined), without whom it was about. */
export interface PrivacyEventsTable {
  id: Id;
  kind: 'EXPORT' | 'ERASURE' | 'JOIN';
  /** SELF: the person; ADMIN: an administrator. */
  requested_by: 'SELF' | 'ADMIN';
  /** The role the person had. */
  role: string;
  /** Rows exported or removed, and files. */
  rows: number;
  files: number;
  created_at: Timestamp;
}
