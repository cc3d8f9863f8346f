import { ADMIN_CATALOGUE, type AdminMessageId, mergeCatalogues, type Translator } from '@modkit/sdk/i18n';
import { I18nProvider, useCatalogue, useTranslator } from '@modkit/sdk/react';
import type { ComponentType } from 'react';
import { CATALOGUE } from '../i18n/app-catalogue';
import { useAppLocale } from '../i18n/app-language';
import type { AppId } from '../i18n/use-app-translator';
import type { RouteParams } from '../router/app-route';
import { PageLoading } from '../shell/page-loading';

/** The console's catalogue laid over the app's: made once (the translators' cache key). */
const ADMIN_APP_CATALOGUE = mergeCatalogues(CATALOGUE, ADMIN_CATALOGUE);

/** A message id of the console's pages: their own, or one of the app's or the widgets' they share. */
export type AdminId = AdminMessageId | AppId;

/** The console's translator: `const { t, number, date, wire } = useAdminTranslator()`. */
export function useAdminTranslator(): Translator<AdminId> {
  return useTranslator<AdminId>();
}

/**
 * An admin page in the app's language with the console's own catalogue: this module and the catalogue are
 * a chunk that only the console's pages import (each page's chunk loads it with itself, the app's entry
 * never), so a learner never downloads it. The page shows once its language's catalogue is in.
 */
export function inAdminLanguage(Page: ComponentType<{ params?: RouteParams }>) {
  return function AdminLanguagePage({ params }: { params: RouteParams }) {
    const translator = useCatalogue<AdminId>(ADMIN_APP_CATALOGUE, useAppLocale());
    return translator ? (
      <I18nProvider translator={translator}>
        <Page params={params} />
      </I18nProvider>
    ) : (
      <PageLoading />
    );
  };
}
