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
export type { CatalogueFile } from './catalogue-import/catalogue-format';
export { importCatalogue } from './catalogue-import/import-catalogue';
export { readCatalogueFile } from './catalogue-import/read-catalogue';
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
export { AddressRefused, isPublicAddress, publicOnlyLookup } from './http/guards/public-network';
export { attemptCounter, TOO_MANY_ATTEMPTS } from './http/guards/rate-limits';
export { cspHash, strictTransportSecurity } from './http/guards/security-headers';
export { escapeHtml } from './http/html';
export type { ApiMetrics } from './http/metrics';
export { currentRequest, requestScope } from './http/request-scope';
export { keepServingOnStrayErrors } from './http/stray-errors';
export {
  createOutboxWorker,
  type OutboxStore,
  type OutboxWorker,
  type OutboxWorkerOptions,
  outboxTableStore,
} from './messaging/outbox-worker';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';
export type { ApiStartup } from './startup';
export { startupNotice } from './startup-notice';
