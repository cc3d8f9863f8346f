/** @modkit/api — the reference API server of the modkit contract. */

export {
  authenticateToken,
  DEFAULT_LTI_LEARNER_PACKAGE,
  issueAccessToken,
  type LtiIdentity,
  type LtiUserRole,
  type ProvisionedUser,
  provisionLtiUser,
  type WithProvisioned,
} from './accounts/lti-provisioning';
export { type Api, type ApiOptions, createApi } from './app';
export { hashPartnerKey, newPartnerKey, PARTNER_TOKEN_TTL_SECONDS } from './auth/partners';
export { handOverSession, sessionIsLive, type TokenSession } from './auth/token-user';
export type { SchemaPart } from './backup/schema-parts';
export { type CatalogueTitle, catalogueTitles } from './catalogue/catalogue-titles';
export { commandLineApi } from './cli/command-line-api';
export type {
  AfterCommit,
  ApiEventListener,
  ApiEventMap,
  ApiEvents,
  EventTransaction,
  ModuleProgressEvent,
  UserErasingEvent,
  UserJoiningEvent,
} from './config/api-events';
export { type ApiConfig, configFromEnv } from './config/config';
export type { ApiContext } from './config/context';
export { ENVIRONMENT_VARIABLES, environmentProblems } from './config/environment';
export { schemaScopedMigrator } from './db/schema-scoped-migrator';
export { clientErrorOf } from './http/error-handler';
export { onStopSignals, shutDownGracefully } from './http/graceful-shutdown';
export { escapeHtml } from './http/html';
export type { ApiMetrics } from './http/metrics';
export { AddressRefused, isPublicAddress, publicOnlyLookup } from './http/public-network';
export { attemptCounter, TOO_MANY_ATTEMPTS } from './http/rate-limits';
export { currentRequest, requestScope } from './http/request-scope';
export { cspHash, strictTransportSecurity } from './http/security-headers';
export { keepServingOnStrayErrors } from './http/stray-errors';
export {
  createOutboxWorker,
  type OutboxStore,
  type OutboxWorker,
  type OutboxWorkerOptions,
  outboxTableStore,
} from './messaging/outbox-worker';
export type { CatalogueFile } from './seed/catalogue-format';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';
export { importCatalogue } from './seed/import-catalogue';
export { readCatalogueFile } from './seed/read-catalogue';
export type { ApiStartup } from './startup';
export { startupNotice } from './startup-notice';
