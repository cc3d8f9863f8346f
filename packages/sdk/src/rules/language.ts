/**
 * The languages modkit speaks, and which one a user gets (issue 26): the closest supported language to
 * what the LMS, the partner page, the user or the browser asks for; English for anything else.
 */
import { LANGUAGES, type Language } from '../shared/languages';

export { LANGUAGES, type Language };
/**
 * The pseudo-locale: English made about 40 % longer, accented and bracketed, to find clipped or
 * hard-coded texts. Only asked for by its exact name (a private-use tag no browser or LMS sends).
 */
export const PSEUDO_LOCALE = 'en-x-pseudo';
/** A catalogue's locale: a language, or the pseudo-locale. */
export type Locale = Language | typeof PSEUDO_LOCALE;
/** Every locale that has catalogues. */
export const CATALOGUE_LOCALES = [...LANGUAGES, PSEUDO_LOCALE] as const;
/** The language of the spec's texts, and of every fallback. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** `rtl` for Arabic (the one language written right to left), else `ltr`: the `dir` of a widget's host or of the app's `<html>`. */
export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The closest supported locale to one language tag (BCP 47, `_` accepted as `-`, any case): the
 * pseudo-locale by its exact name, else the tag's primary language when modkit speaks it (`es-MX` →
 * `es`, `ar-EG` → `ar`), else null.
 */
export function supportedLocale(tag: string | null | undefined): Locale | null {
  const normalized = (tag ?? '').trim().replace(/_/g, '-').toLowerCase();
  if (normalized === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  const primary = normalized.split('-')[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : null;
}

/**
 * The language tags of an HTTP `Accept-Language` header, most wanted first (by weight, then by order; `*`,
 * weight 0 and a malformed weight left out): `es-MX,fr;q=0.5,es;q=0.9` → `['es-MX', 'es', 'fr']`, for
 * `negotiateLanguage`.
 */
export function acceptLanguagePreferences(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', weight = '1'] = part.split(/;\s*q=/);
      return [tag.trim(), +weight] as const;
    })
    .filter(([tag, weight]) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b[1] - a[1]) // a stable sort: equal weights keep the header's order
    .map(([tag]) => tag);
}

/**
 * The locale for a list of preferences, most wanted first (a browser's `navigator.languages`): the
 * first that modkit speaks (`['fr-FR', 'es-MX']` → `es`); English when none is.
 */
export function negotiateLanguage(preferences: Iterable<string | null | undefined>): Locale {
  for (const tag of preferences) {
    const found = supportedLocale(tag);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The locale from the first source that names a language, in order of precedence (a partner page: the
 * element's `lang`, else the loader's `data-lang`, else the page's `<html lang>`): that source decides,
 * even when modkit does not speak its language (`fr` → English, not the next source's language).
 */
export function languageFromSources(...sources: Array<string | null | undefined>): Locale {
  const named = sources.find((source) => !!source?.trim());
  return negotiateLanguage([named]);
}

/**
 * The standalone app's locale: the language saved on the user's profile, else the one chosen on this
 * device (the language menu when signed out, or before the profile is in), else the browser's languages
 * negotiated, else English.
 */
export function appLanguage(
  saved: string | null | undefined,
  chosenHere: string | null | undefined,
  browser: Iterable<string | null | undefined>,
): Locale {
  return supportedLocale(saved) ?? supportedLocale(chosenHere) ?? negotiateLanguage(browser);
}
