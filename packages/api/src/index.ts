/** @modkit/api — the reference API server of the modkit contract. */
export { type Api, type ApiOptions, createApi } from './app';
export { type ApiConfig, configFromEnv } from './config';
export type { ApiContext } from './context';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';
