/**
 * Renders a compiled message (what `lingui compile` makes of an ICU message: text, `[name]`, and
 * `[name, 'plural' | 'select', { case: message }]`, `#` in a plural's case being its number) with its values,
 * as Lingui's runtime does for the forms our catalogues use, without the rest of that runtime (its `I18n`
 * object, events, date and number formats: 2.3 kB gz a widget would carry for nothing).
 */
import type { Messages } from '@lingui/core';

type Compiled = Messages[string];
type Cases = Record<string, Compiled>;

export function renderMessage(
  message: Compiled,
  values: Record<string, unknown>,
  plurals: Intl.PluralRules,
  /** Writes a plural's `#` (called only when a message has one: a number formatter is costly to make). */
  formatNumber: (value: number) => string,
  count?: number,
): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? formatNumber(count) : token;
      continue;
    }
    const [name, type, format] = token as [string, string?, Cases?];
    const value = values[name];
    if (type === 'plural' && format) {
      const n = Number(value) - Number(format.offset ?? 0);
      const branch = format[String(value)] ?? format[plurals.select(n)] ?? format.other;
      text += renderMessage(branch ?? '', values, plurals, formatNumber, n);
    } else if (type === 'select' && format) {
      text += renderMessage(format[String(value)] ?? format.other ?? '', values, plurals, formatNumber);
    } else if (value != null) {
      text += String(value);
    }
  }
  return text;
}
