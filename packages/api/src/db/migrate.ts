import type { Kysely, Migration, MigrationProvider } from 'kysely';
import * as core from './migrations/0001-core';
import * as moduleSearch from './migrations/0002-module-search';
import * as libraryIndexes from './migrations/0003-library-indexes';
import * as pushSubscriptions from './migrations/0004-push-subscriptions';
import * as categoryOrder from './migrations/0005-category-order-index';
import * as mentorSessions from './migrations/0006-mentor-sessions';
import * as dashboardAccess from './migrations/0007-dashboard-access';
import * as commerce from './migrations/0008-commerce';
import * as activityCovering from './migrations/0009-activity-covering-index';
import * as ltiIdentities from './migrations/0010-lti-identities';
import * as securityCounters from './migrations/0011-security-counters';
import * as notificationPush from './migrations/0012-notification-push';
import * as moduleChildrenIndexes from './migrations/0013-module-children-indexes';
import * as mailDelivery from './migrations/0014-mail-delivery';
import * as partners from './migrations/0015-partners';
import * as paymentEvents from './migrations/0016-payment-events';
import * as usedIdTokens from './migrations/0017-used-id-tokens';
import * as userLanguage from './migrations/0018-user-language';
import * as partnerKeyGeneration from './migrations/0019-partner-key-generation';
import * as provisionedAddresses from './migrations/0020-provisioned-addresses';
import * as privacyEvents from './migrations/0021-privacy-events';
import * as changeNotifications from './migrations/0022-change-notifications';
import * as dashboardTotals from './migrations/0023-dashboard-totals';
import * as moduleLanguage from './migrations/0024-module-language';
import * as emailLinks from './migrations/0025-email-links';
import * as moduleSearchWords from './migrations/0026-module-search-words';
import * as offlineWrites from './migrations/0027-offline-writes';
import * as schoolAddress from './migrations/0028-school-address';
import * as catalogueNotifications from './migrations/0029-catalogue-notifications';
import type { Database } from './schema';
import { schemaScopedMigrator } from './schema-scoped-migrator';

/** Every migration, in order. Add new files here; never edit one that has shipped. */
const migrations: Record<string, Migration> = {
  '0001-core': core,
  '0002-module-search': moduleSearch,
  '0003-library-indexes': libraryIndexes,
  '0004-push-subscriptions': pushSubscriptions,
  '0005-category-order-index': categoryOrder,
  '0006-mentor-sessions': mentorSessions,
  '0007-dashboard-access': dashboardAccess,
  '0008-commerce': commerce,
  '0009-activity-covering-index': activityCovering,
  '0010-lti-identities': ltiIdentities,
  '0011-security-counters': securityCounters,
  '0012-notification-push': notificationPush,
  '0013-module-children-indexes': moduleChildrenIndexes,
  '0014-mail-delivery': mailDelivery,
  '0015-partners': partners,
  '0016-payment-events': paymentEvents,
  '0017-used-id-tokens': usedIdTokens,
  '0018-user-language': userLanguage,
  '0019-partner-key-generation': partnerKeyGeneration,
  '0020-provisioned-addresses': provisionedAddresses,
  '0021-privacy-events': privacyEvents,
  '0022-change-notifications': changeNotifications,
  '0023-dashboard-totals': dashboardTotals,
  '0024-module-language': moduleLanguage,
  '0025-email-links': emailLinks,
  '0026-module-search-words': moduleSearchWords,
  '0027-offline-writes': offlineWrites,
  '0028-school-address': schoolAddress,
  '0029-catalogue-notifications': catalogueNotifications,
};

/** Every migration's name, in order (a backup from an older version names one of them). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database to the latest schema; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>, pgSchema?: string): Promise<void> {
  // With a PostgreSQL schema, the bookkeeping tables live in it too.
  const migrator = schemaScopedMigrator({ db, provider, pgSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Brings the database up to a named migration and no further (an older schema, as an older modkit left it). */
export async function migrateUpTo(db: Kysely<Database>, name: string, pgSchema?: string): Promise<void> {
  const { error } = await schemaScopedMigrator({ db, provider, pgSchema }).migrateTo(name);
  if (error) throw new Error(`migration to ${name} failed: ${String(error)}`);
}
