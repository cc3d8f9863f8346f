/** @modkit/api — the reference API server of the modkit contract. */
export { type Api, type ApiOptions, createApi } from './app';
export { type ApiConfig, configFromEnv } from './config';
export type { ApiContext } from './context';
export { schemaScopedMigrator } from './db/schema-scoped-migrator';
export { ENVIRONMENT_VARIABLES, environmentProblems } from './environment';
export { onStopSignals, shutDownGracefully } from './http/graceful-shutdown';
export { escapeHtml } from './http/html';
export type { ApiMetrics } from './http/metrics';
export { attemptCounter, TOO_MANY_ATTEMPTS } from './http/rate-limits';
export { cspHash, strictTransportSecurity } from './http/security-headers';
export type { CatalogueFile } from './seed/catalogue-format';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';
export { importCatalogue } from './seed/import-catalogue';
export { readCatalogueFile } from './seed/read-catalogue';
export type {
  AfterCommit,
  ApiEventListener,
  ApiEventMap,
  ApiEvents,
  EventTransaction,
  ModuleProgressEvent,
} from './services/api-events';
export { type CatalogueTitle, catalogueTitles } from './services/catalogue-titles';
export {
  authenticateToken,
  DEFAULT_LTI_LEARNER_PACKAGE,
  issueAccessToken,
  type LtiIdentity,
  type LtiUserRole,
  type ProvisionedUser,
  provisionLtiUser,
  type WithProvisioned,
} from './services/lti-provisioning';
export {
  createOutboxWorker,
  type OutboxStore,
  type OutboxWorker,
  type OutboxWorkerOptions,
  outboxTableStore,
} from './services/outbox-worker';
export { hashPartnerKey, newPartnerKey, PARTNER_TOKEN_TTL_SECONDS } from './services/partners';
export { AddressRefused, isPublicAddress, publicOnlyLookup } from './services/public-network';
export type { ApiStartup } from './startup';
export { startupNotice } from './startup-notice';
