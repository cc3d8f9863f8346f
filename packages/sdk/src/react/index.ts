/**
 * @modkit/sdk/react — the thin React binding: a provider for the client and session store, and hooks
 * over the vanilla stores. Nothing else lives here; rules and calls are imported from the core.
 */

export { useClient, useSdkStore, useSession } from './hooks';
export { SdkProvider, type SdkProviderProps } from './provider';
