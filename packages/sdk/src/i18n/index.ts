/**
 * @modkit/sdk/i18n — the message catalogues and their translators (Lingui's runtime over compiled
 * catalogues). Which language to use is a rule (`negotiateLanguage`, `languageFromSources` in
 * `@modkit/sdk/rules`); `@modkit/sdk/react` has the React binding (`I18nProvider`, `useTranslator`).
 */
export type { Messages } from '@lingui/core';
export type { Message } from '../rules/message';
export {
  type Catalogue,
  englishTranslator,
  loadedTranslator,
  loadTranslator,
  mergeCatalogues,
} from './catalogue';
export { ADMIN_CATALOGUE, type AdminMessageId } from './catalogues/admin';
export { APP_CATALOGUE, type AppMessageId } from './catalogues/app';
export { LTI_CATALOGUE, type LtiMessageId } from './catalogues/lti';
export { type WidgetMessageId, widgetCatalogue } from './catalogues/widgets';
export { WIDGETS_CATALOGUE } from './catalogues/widgets-whole';
export { CATALOGUE_NAMESPACES, type CatalogueNamespace } from './namespaces';
export { say } from './say';
export { createTranslator, type MessageValues, type Translator } from './translator';
