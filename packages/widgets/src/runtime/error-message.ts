import { ApiError, NetworkError } from '@modkit/sdk';
import { NOT_KEPT_OFFLINE } from '@modkit/sdk/rules';
import { englishWidgets, type WidgetTranslator } from './i18n';

/**
 * The text a widget shows for a failed call: the server's message (part 1 §8; in the widget's language
 * when it is one of the spec's texts, which stay English on the wire), else a plain fallback. English without
 * a translator.
 */
export function errorMessage(error: unknown, i18n: WidgetTranslator = englishWidgets()): string {
  if (isOfflineMiss(error)) return i18n.t('offline.notKept');
  if (error instanceof ApiError && error.message) return i18n.wire(error.message);
  if (error instanceof Error && error.message && !/fetch|network/i.test(error.message))
    return i18n.wire(error.message);
  return i18n.t('state.somethingWrong');
}

/**
 * A read the device could not make: no network and nothing kept for it (issue 44). A screen says so plainly
 * ('This is not available offline…'), not as an error.
 */
export function isOfflineMiss(error: unknown): boolean {
  if (!(error instanceof NetworkError)) return false;
  return (
    error.message.includes(NOT_KEPT_OFFLINE) ||
    (typeof navigator !== 'undefined' && navigator.onLine === false)
  );
}
