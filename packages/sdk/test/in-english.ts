/**
 * A rule's message in English, as the app and the widgets render it (for the rules' table tests, which keep
 * asserting the spec's English byte for byte).
 */

import { englishTranslator, mergeCatalogues } from '../src/i18n/catalogue';
import { APP_CATALOGUE } from '../src/i18n/catalogues/app';
import { WIDGETS_CATALOGUE } from '../src/i18n/catalogues/widgets-whole';
import { say } from '../src/i18n/say';
import type { Message } from '../src/rules/message';

const english = englishTranslator(mergeCatalogues(WIDGETS_CATALOGUE, APP_CATALOGUE));

export function inEnglish(message: Message | null): string | null {
  return message && say(english, message);
}
