/** A compiled message renders as Lingui's runtime renders it: text, values, plurals (exact, CLDR, offset, #), selects. */
import { I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { renderMessage } from './compiled-message';

const SOURCES = [
  'Plain text',
  'Loading {title}',
  '{count, plural, one {# like} other {# likes}}',
  '{n, plural, offset:1 =0 {nobody} =1 {just {who}} one {{who} and # other} other {{who} and # others}}',
  '{unit, select, day {{count, plural, one {# day} other {# days}} ago} other {{count} {unit}s ago}}',
  '{g, select, f {her # } other {their}} {missing}',
];
const VALUES = [0, 1, 2, 3, 11, 102, 1204].flatMap((n) => [
  { n, count: n, who: 'Ann', unit: 'day', g: 'f', title: 'Trending' },
  { n, count: n, who: 'Sam', unit: 'hour', g: 'x', title: null },
]);

describe('a compiled message renders as with Lingui', () => {
  it.each(['en', 'es', 'ar'])('%s', (locale) => {
    const i18n = new I18n({});
    const compiled = Object.fromEntries(SOURCES.map((source, i) => [String(i), compileMessage(source)]));
    i18n.load(locale, compiled);
    i18n.activate(locale, [locale]);
    const plurals = new Intl.PluralRules(locale);
    const numbers = new Intl.NumberFormat(locale);
    for (const [id, message] of Object.entries(compiled)) {
      for (const values of VALUES) {
        expect([id, values, renderMessage(message, values, plurals, (n) => numbers.format(n))]).toEqual([
          id,
          values,
          i18n._(id, values),
        ]);
      }
    }
  });
});
