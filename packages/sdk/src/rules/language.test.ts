import { describe, expect, it } from 'vitest';
import {
  acceptLanguagePreferences,
  appLanguage,
  languageFromSources,
  negotiateLanguage,
  supportedLocale,
  textDirection,
} from './language';

describe('the closest supported language wins (issue 26)', () => {
  it.each([
    ['es-MX', 'es'],
    ['es-ES', 'es'],
    ['es', 'es'],
    ['ES_es', 'es'],
    ['ar', 'ar'],
    ['ar-EG', 'ar'],
    ['ar-SA-u-nu-arab', 'ar'],
    ['en-GB', 'en'],
    ['EN', 'en'],
    [' es-419 ', 'es'],
    ['en-x-pseudo', 'en-x-pseudo'],
    ['fr', null],
    ['fr-CA', null],
    ['zh-Hans', null],
    ['esperanto', null],
    ['x-pseudo', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (tag, locale) => expect(supportedLocale(tag)).toBe(locale));
});

describe("a browser's list of languages: the first supported one, else English", () => {
  it.each([
    [['es-MX'], 'es'],
    [['fr-FR', 'es-MX', 'ar'], 'es'],
    [['de', 'ar-EG', 'en'], 'ar'],
    [['fr', 'de'], 'en'],
    [[], 'en'],
    [[null, undefined, ''], 'en'],
    [['en-US', 'es'], 'en'],
  ])('%j → %s', (preferences, locale) => expect(negotiateLanguage(preferences)).toBe(locale));
});

describe("an Accept-Language header's tags, most wanted first", () => {
  it.each([
    ['fr;q=0.5, es-MX, ar;q=0, *;q=0.1, en ; q=0.5', ['es-MX', 'fr', 'en']],
    ['es-MX,es;q=0.9,en;q=0.5', ['es-MX', 'es', 'en']],
    ['en;q=0.1, ar', ['ar', 'en']],
    ['es;q=high, ar;q=0.2', ['ar']],
    ['*', []],
    ['', []],
    [undefined, []],
  ])('%j → %j', (header, tags) => expect(acceptLanguagePreferences(header)).toEqual(tags));
});

describe('sources in order of precedence: the first that names a language decides', () => {
  it.each([
    // element lang, loader data-lang, <html lang>
    [['es', 'ar', 'en'], 'es'],
    [[null, 'ar', 'es'], 'ar'],
    [[null, undefined, 'es'], 'es'],
    [['', ' ', 'es-MX'], 'es'],
    [['fr', 'es', 'ar'], 'en'],
    [[null, null, null], 'en'],
    [[], 'en'],
  ])('%j → %s', (sources, locale) => expect(languageFromSources(...sources)).toBe(locale));
});

describe('writing direction', () => {
  it.each([
    ['ar', 'rtl'],
    ['es', 'ltr'],
    ['en', 'ltr'],
    ['en-x-pseudo', 'ltr'],
  ] as const)('%s is %s', (locale, dir) => expect(textDirection(locale)).toBe(dir));
});

describe("the app: the profile's language, else the one chosen on this device, else the browser's", () => {
  it.each([
    ['ar', 'es', ['en-US'], 'ar'],
    ['es', null, ['ar'], 'es'],
    [null, 'ar', ['es-MX'], 'ar'],
    [undefined, undefined, ['fr-FR', 'es-MX'], 'es'],
    [null, null, ['fr-FR'], 'en'],
    [null, null, [], 'en'],
    ['fr', null, ['ar-EG'], 'ar'],
    [null, 'de', ['es'], 'es'],
    ['', '', ['ar'], 'ar'],
    [null, 'en-x-pseudo', ['es'], 'en-x-pseudo'],
  ] as const)('saved %j, chosen here %j, browser %j → %j', (saved, here, browser, locale) =>
    expect(appLanguage(saved, here, browser)).toBe(locale),
  );
});
