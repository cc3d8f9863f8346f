import { LANGUAGES } from '../language';

/** Said when a form names a language modkit does not speak (our text). */
export const LANGUAGE_CHOICE_MESSAGE = `Language must be one of ${/* @__PURE__ */ LANGUAGES.join(', ')}.`;

/** Whether a form's language is one modkit speaks, or nothing ('' or null: no choice, or clearing it). */
export function isLanguageChoice(value: unknown): boolean {
  return value == null || value === '' || (LANGUAGES as readonly unknown[]).includes(value);
}
