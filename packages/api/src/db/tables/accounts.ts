import type { ColumnType, Generated } from 'kysely';
import type { Id, Timestamp } from '../column-types';

/** Accounts and sign-in: people, their organisations and libraries, tokens, one-time links, logins, joined accounts. */

export interface OrganizationsTable {
  id: Id;
  name: string;
  school: string | null;
  created_at: Timestamp;
}

export interface LibrariesTable {
  id: Id;
  name: string;
  latitude: number;
  longitude: number;
  radius_m: number;
}

export interface UsersTable {
  id: Id;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  country_code: string | null;
  gender: string | null;
  dob: string | null;
  role: string;
  status: string;
  verified: number;
  where_do_you_here_about_us: string | null;
  current_school_uni: string | null;
  grade_level: string | null;
  higest_degree: string | null;
  field_of_study: string | null;
  university_aspire: string | null;
  i_am_here_as: string | null;
  career_aspiration: string | null;
  about: string | null;
  media_path: string | null;
  profile_link: string | null;
  organization_id: number | null;
  parent_id: number | null;
  library_id: number | null;
  allowed_modules: number;
  max_invites: number;
  /** The language the user chose ('en' | 'es' | 'ar'); null until they choose (English for mail). */
  language: string | null;
  /** Raised by a password change or reset: tokens signed with an older version are refused. */
  token_version: Generated<number>;
  /**
   * The address a partner or an LMS gave for its user: contact data, unverified, not unique, never used to
   * find or sign in to an account (their `email` is a placeholder; see the api README).
   */
  contact_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who sent `contact_email`: the LMS platform's or the partner's name (shown as "Address from …"). */
  contact_email_source: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserTokensTable {
  id: Id;
  user_id: number;
  kind: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** A one-time link sent by e-mail: sign in to an account, or sign up without the captcha (migration 0025). */
export interface EmailLinksTable {
  id: Id;
  token_hash: string;
  email: string;
  purpose: 'SIGN_IN' | 'SIGN_UP';
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface RevokedTokensTable {
  jti: string;
  expires_at: Timestamp;
}

export interface UserLoginsTable {
  id: Id;
  user_id: number;
  machine_id: string;
  logged_in_at: Timestamp;
  logged_out_at: Timestamp | null;
}

/** An ID token of social sign-in already used once (provider, `jti` or SHA-256), kept until it expires. */
export interface UsedIdTokensTable {
  provider: string;
  token_id: string;
  expires_at: Timestamp;
}

/**
 * A request to join an LMS's or partner's account (`from_user_id`) into the account that already has the
 * address its learner proved to read (`into_user_id`), until that account's owner confirms or declines.
 */
export interface AccountJoinsTable {
  id: Id;
  from_user_id: number;
  into_user_id: number;
  email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}
