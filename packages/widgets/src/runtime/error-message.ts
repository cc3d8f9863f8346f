import { ApiError } from '@modkit/sdk';
import { englishWidgets, type WidgetTranslator } from './i18n';

/**
 * The text a widget shows for a failed call: the server's message (part 1 §8; in the widget's language
 * when it is one of the spec's texts, which stay English on the wire), else a plain fallback. English without
 * a translator.
 */
export function errorMessage(error: unknown, i18n: WidgetTranslator = englishWidgets()): string {
  if (error instanceof ApiError && error.message) return i18n.wire(error.message);
  if (error instanceof Error && error.message && !/fetch|network/i.test(error.message))
    return i18n.wire(error.message);
  return i18n.t('state.somethingWrong');
}
