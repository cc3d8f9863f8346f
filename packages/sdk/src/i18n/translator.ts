/**
 * A translator for one locale over compiled Lingui catalogues: `t(id, values)` renders a message (ICU
 * plurals by the locale's CLDR rules through `Intl.PluralRules`, numbers through `Intl.NumberFormat`:
 * compiled-message.ts, the part of Lingui's runtime our catalogues use; plain digits without a formatter
 * where they are the same: rules/plain-number.ts);
 * `number` and `date` format in the locale; `wire` shows a spec text the api sent (its messages stay
 * English: they are the wire format) in the locale when the catalogue knows it.
 */
import type { Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Locale, PSEUDO_LOCALE, textDirection } from '../rules/language';
import { plainNumber } from '../rules/plain-number';
import { renderMessage } from './compiled-message';
import { dateFormat, numberFormat, pluralRules } from './intl-cache';

/** Values of a message's placeholders. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

export interface Translator<Id extends string = string> {
  readonly locale: Locale;
  /** The BCP 47 tag for `lang` and `Intl` (the pseudo-locale formats as English). */
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  /** The message `id` with its values, in the locale (English where a catalogue lacks it, never the id). */
  t(id: Id, values?: MessageValues): string;
  /** A text as the api sent it: its translation when it is one of the catalogue's English texts, else itself. */
  wire(text: string): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  date(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
}

/** The English texts without placeholders, by text: the api's spec texts found again by their words. */
function reverseIndex(english: Messages): Map<string, string> {
  const byText = new Map<string, string>();
  for (const [id, message] of Object.entries(english)) {
    // A compiled message without placeholders is its text, or a list of its parts that are all text.
    const text =
      typeof message === 'string'
        ? message
        : message.every((part) => typeof part === 'string')
          ? message.join('')
          : null;
    if (text !== null && !byText.has(text)) byText.set(text, id);
  }
  return byText;
}

/**
 * A translator for `locale` with its compiled `messages` laid over the English ones (so a missing message
 * falls back to English, never to its id).
 */
export function createTranslator<Id extends string = string>(
  locale: Locale,
  english: Messages,
  messages: Messages = english,
): Translator<Id> {
  const lang = locale === PSEUDO_LOCALE ? DEFAULT_LANGUAGE : locale;
  const all = locale === DEFAULT_LANGUAGE ? english : { ...english, ...messages };
  let byText: Map<string, string> | undefined;
  const number = (value: number, options?: Intl.NumberFormatOptions) =>
    plainNumber(lang, value, options) ?? numberFormat(lang, options).format(value);
  const t = (id: string, values: MessageValues = {}) => {
    const message = all[id];
    if (message === undefined) return id;
    return renderMessage(message, values, pluralRules(lang), number);
  };
  return {
    locale,
    lang: locale,
    dir: textDirection(locale),
    t,
    wire(text) {
      // In English a known text's message is that text: no index to build (a few thousand messages, on the
      // first screen's main thread: the header and sidebar wire theirs).
      if (locale === DEFAULT_LANGUAGE) return text;
      byText ??= reverseIndex(english);
      const id = byText.get(text);
      return id === undefined ? text : t(id);
    },
    number,
    date: (value, options) => dateFormat(lang, options).format(new Date(value)),
  };
}
