/**
 * A rule's message in English, as the app and the widgets render it (for the rules' table tests, which keep
 * asserting the spec's English byte for byte).
 */
import type { Message } from '../rules/message';
import { englishTranslator, mergeCatalogues } from './catalogue';
import { APP_CATALOGUE } from './catalogues/app';
import { WIDGETS_CATALOGUE } from './catalogues/widgets-whole';
import { say } from './say';

const english = englishTranslator(mergeCatalogues(WIDGETS_CATALOGUE, APP_CATALOGUE));

export function inEnglish(message: Message | null): string | null {
  return message && say(english, message);
}
