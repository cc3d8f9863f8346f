/**
 * @modkit/sdk/react — the thin React binding: a provider for the client and session store, hooks over
 * the vanilla stores, and `useResource` (a load with loading / ready / error). Nothing else lives here;
 * rules and calls are imported from the core.
 */

export { useClient, useSession } from './hooks';
export {
  I18nContext,
  I18nProvider,
  useCatalogue,
  useOptionalTranslator,
  useTranslator,
} from './i18n';
export { SdkProvider, type SdkProviderProps } from './provider';
export { type Resource, useResource } from './use-resource';
