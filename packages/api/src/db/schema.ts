import type { ColumnType, Generated } from 'kysely';
import type { Id, Timestamp } from './column-types';
import type {
  IdempotencyKeysTable,
  ModuleMarkTimesTable,
  ReflectionAnswerHistoryTable,
} from './schema-offline';
import type {
  AccountJoinsTable,
  CouponsTable,
  DashboardAccessTable,
  EnquiriesTable,
  LtiContextMembersTable,
  LtiContextsTable,
  LtiIdentitiesTable,
  MentorSessionsTable,
  OrdersTable,
  PartnersTable,
  PaymentEventsTable,
  PrivacyEventsTable,
  PublicLikesTable,
  PushSubscriptionsTable,
  UsedIdTokensTable,
} from './schema-part2';
import type {
  ActivityLogsTable,
  ActivityUserMonthsTable,
  CertificatesTable,
  DashboardDayTotalsTable,
  DashboardMonthTotalsTable,
  MailOutboxTable,
  MentorLearnersTable,
  NotificationsTable,
  PointsLedgerTable,
  UpgradeRequestsTable,
  UserInterestsTable,
} from './schema-records';

export type * from './schema-offline';
export type * from './schema-part2';
export type * from './schema-records';

interface OrganizationsTable {
  id: Id;
  name: string;
  school: string | null;
  created_at: Timestamp;
}

interface LibrariesTable {
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

interface UserTokensTable {
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

interface RevokedTokensTable {
  jti: string;
  expires_at: Timestamp;
}

interface UserLoginsTable {
  id: Id;
  user_id: number;
  machine_id: string;
  logged_in_at: Timestamp;
  logged_out_at: Timestamp | null;
}

export interface PackagesTable {
  id: Id;
  name: string;
  is_free: number;
  price: number;
  currency_code: string;
  currency_symbol: string;
  number_of_accessable_module: number;
  can_access_to_project: number;
  can_submit_project: number;
  ai_guided_recommendation: number;
  can_access_collection: number;
  ai_based_profiile_building_support: number;
  number_of_session: number;
  duration_days: number;
  duration_in_humanize: string;
  status: string;
  position: number;
}

export interface UserPackagesTable {
  id: Id;
  user_id: number;
  package_id: number;
  status: string;
  remaining_modules: number;
  remaining_session: number;
  purchase_package_expiry_date: Timestamp | null;
  order_id: number | null;
  created_at: Timestamp;
}

interface CategoriesTable {
  id: Id;
  key: string;
  name: string;
  parent_id: number | null;
  media_path: string | null;
  status: string;
}

export interface ModulesTable {
  id: Id;
  key: string;
  name: string;
  description: string;
  media_path: string | null;
  banner_text: string | null;
  status: string;
  publish_at: Timestamp;
  reflection_question: string | null;
  link: string | null;
  category_id: number;
  views: number;
  /** The language of the module's content: a BCP 47 primary tag ('en', 'es', 'ar'); 'en' by default. */
  language: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  /** The module's tags' names, kept by triggers (migration 0026): what the search matches beside its name. */
  search_tags: ColumnType<string, string | undefined, string>;
  /** Its category's, the category's parent's and its careers' names, kept by triggers (migration 0026). */
  search_context: ColumnType<string, string | undefined, string>;
}

/**
 * Every column of `modules` a read selects (PostgreSQL's generated `search_vector`, the module's text as the
 * search index holds it, is never read back: select these, not `modules.*`).
 */
export const MODULE_COLUMNS = [
  'modules.id',
  'modules.key',
  'modules.name',
  'modules.description',
  'modules.media_path',
  'modules.banner_text',
  'modules.status',
  'modules.publish_at',
  'modules.reflection_question',
  'modules.link',
  'modules.category_id',
  'modules.views',
  'modules.created_at',
  'modules.language',
  'modules.search_tags',
  'modules.search_context',
] as const;

export interface ModuleTabsTable {
  id: Id;
  module_id: number;
  position: number;
  name: string;
  contents: string;
}

interface TagsTable {
  id: Id;
  name: string;
}

interface ModuleTagsTable {
  module_id: number;
  tag_id: number;
}

interface CareersTable {
  id: Id;
  key: string;
  name: string;
  description: string | null;
  status: string;
}

interface ModuleCareersTable {
  module_id: number;
  career_id: number;
}

export interface ProjectsTable {
  id: Id;
  key: string;
  module_id: number;
  name: string;
  type: string;
  content: string;
}

export interface UserModulesTable {
  id: Id;
  user_id: number;
  module_id: number;
  status: string;
  completed_percentage: number;
  completed_tab: number;
  reflection_question_answer: string | null;
  /** The device's time of the answer made last (issue 44); null for answers from before it was kept. */
  reflection_answered_at: Timestamp | null;
  assigned_by: number | null;
  last_viewed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserProjectsTable {
  id: Id;
  user_id: number;
  project_id: number;
  module_id: number;
  status: string;
  description: string | null;
  link: string | null;
  submitted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface UserProjectDocumentsTable {
  id: Id;
  user_project_id: number;
  file_name: string;
  path: string;
}

interface ChatsTable {
  id: Id;
  user_project_id: number;
  user_id: number;
  comment: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface CommentsTable {
  id: Id;
  module_id: number;
  user_id: number;
  parent_id: number | null;
  message: string;
  /** The key the comment was sent with (`Idempotency-Key`), unique per author; null when sent without. */
  client_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface BookmarksTable {
  id: Id;
  user_id: number;
  module_id: number;
  created_at: Timestamp;
}

export interface ModuleRatingsTable {
  id: Id;
  user_id: number;
  module_id: number;
  score: number;
  created_at: Timestamp;
}

export interface ModuleViewsTable {
  id: Id;
  user_id: number;
  module_id: number;
  created_at: Timestamp;
}

export interface CollectionsTable {
  id: Id;
  key: string;
  name: string;
  description: string;
  media_path: string | null;
  status: string;
}

interface CollectionModulesTable {
  collection_id: number;
  module_id: number;
  position: number;
}

/** Every table of the api's database (one set of migrations for SQLite and PostgreSQL). */
export interface Database {
  organizations: OrganizationsTable;
  libraries: LibrariesTable;
  users: UsersTable;
  user_tokens: UserTokensTable;
  email_links: EmailLinksTable;
  revoked_tokens: RevokedTokensTable;
  user_logins: UserLoginsTable;
  packages: PackagesTable;
  user_packages: UserPackagesTable;
  categories: CategoriesTable;
  modules: ModulesTable;
  module_tabs: ModuleTabsTable;
  tags: TagsTable;
  module_tags: ModuleTagsTable;
  careers: CareersTable;
  module_careers: ModuleCareersTable;
  projects: ProjectsTable;
  user_modules: UserModulesTable;
  user_projects: UserProjectsTable;
  user_project_documents: UserProjectDocumentsTable;
  chats: ChatsTable;
  comments: CommentsTable;
  bookmarks: BookmarksTable;
  module_ratings: ModuleRatingsTable;
  module_views: ModuleViewsTable;
  collections: CollectionsTable;
  collection_modules: CollectionModulesTable;
  certificates: CertificatesTable;
  notifications: NotificationsTable;
  activity_logs: ActivityLogsTable;
  activity_user_months: ActivityUserMonthsTable;
  dashboard_day_totals: DashboardDayTotalsTable;
  dashboard_month_totals: DashboardMonthTotalsTable;
  points_ledger: PointsLedgerTable;
  mentor_learners: MentorLearnersTable;
  user_interests: UserInterestsTable;
  upgrade_requests: UpgradeRequestsTable;
  mail_outbox: MailOutboxTable;
  partners: PartnersTable;
  payment_events: PaymentEventsTable;
  used_id_tokens: UsedIdTokensTable;
  idempotency_keys: IdempotencyKeysTable;
  module_mark_times: ModuleMarkTimesTable;
  reflection_answer_history: ReflectionAnswerHistoryTable;
  push_subscriptions: PushSubscriptionsTable;
  mentor_sessions: MentorSessionsTable;
  dashboard_access: DashboardAccessTable;
  coupons: CouponsTable;
  orders: OrdersTable;
  enquiries: EnquiriesTable;
  public_likes: PublicLikesTable;
  lti_identities: LtiIdentitiesTable;
  lti_contexts: LtiContextsTable;
  lti_context_members: LtiContextMembersTable;
  privacy_events: PrivacyEventsTable;
  account_joins: AccountJoinsTable;
}
