/**
 * The language of a module's content (WCAG 3.1.2 Language of Parts): its `language` (a BCP 47 primary tag from
 * the catalogue), English when the server says none (an answer that embeds only a module's id and name).
 * Everything that is the module's own text (its name, texts, reflection question, tags, careers, ribbon and
 * category) is marked with it (`lang`) and takes its own direction (`dir="auto"`), so an English module in an
 * Arabic page is read with an English voice and its question mark stays at its end.
 */
export const contentLanguage = (module: object | null | undefined): string =>
  (module as { language?: string } | null | undefined)?.language || 'en';

/** The attributes of an element holding a module's own text. */
export const contentAttributes = (module: object | null | undefined) =>
  ({ lang: contentLanguage(module), dir: 'auto' }) as const;
