import type {
  AccountJoinsTable,
  EmailLinksTable,
  LibrariesTable,
  OrganizationsTable,
  RevokedTokensTable,
  UsedIdTokensTable,
  UserLoginsTable,
  UsersTable,
  UserTokensTable,
} from './tables/accounts';
import type {
  CareersTable,
  CategoriesTable,
  CollectionModulesTable,
  CollectionsTable,
  ModuleCareersTable,
  ModulesTable,
  ModuleTabsTable,
  ModuleTagsTable,
  ProjectsTable,
  TagsTable,
} from './tables/catalogue';
import type {
  CouponsTable,
  OrdersTable,
  PackagesTable,
  PaymentEventsTable,
  UpgradeRequestsTable,
  UserPackagesTable,
} from './tables/commerce';
import type { ChatsTable, CommentsTable, PublicLikesTable } from './tables/discussion';
import type {
  BookmarksTable,
  CertificatesTable,
  ModuleRatingsTable,
  ModuleViewsTable,
  PointsLedgerTable,
  UserInterestsTable,
  UserModulesTable,
  UserProjectDocumentsTable,
  UserProjectsTable,
} from './tables/learning';
import type {
  EnquiriesTable,
  MailOutboxTable,
  NotificationsTable,
  PushSubscriptionsTable,
} from './tables/messaging';
import type {
  IdempotencyKeysTable,
  ModuleMarkTimesTable,
  ReflectionAnswerHistoryTable,
} from './tables/offline';
import type {
  LtiContextMembersTable,
  LtiContextsTable,
  LtiIdentitiesTable,
  PartnersTable,
  PrivacyEventsTable,
} from './tables/partners';
import type {
  ActivityLogsTable,
  ActivityUserMonthsTable,
  DashboardAccessTable,
  DashboardDayTotalsTable,
  DashboardMonthTotalsTable,
  MentorLearnersTable,
  MentorSessionsTable,
} from './tables/supervision';

export type * from './tables/accounts';
export type * from './tables/catalogue';
export { MODULE_COLUMNS } from './tables/catalogue';
export type * from './tables/commerce';
export type * from './tables/discussion';
export type * from './tables/learning';
export type * from './tables/messaging';
export type * from './tables/offline';
export type * from './tables/partners';
export type * from './tables/supervision';

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
