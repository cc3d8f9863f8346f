/** The languages users can get, English first (the fallback). */
export const LANGUAGES = ['en', 'es', 'ar'] as const;
/** A language users can get. */
export type Language = (typeof LANGUAGES)[number];
