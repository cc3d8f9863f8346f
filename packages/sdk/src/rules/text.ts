/** Text cuts of part 1 §9 / part 2 §9; a cut text ends with ' ...'. */
export const TEXT_CUTS = {
  bannerQuestion: 160,
  collectionDescription: 180,
  reflectionPreview: 160,
  sidebarName: 80,
  reflectionAnswer: 80,
} as const;

export const TRUNCATION_SUFFIX = ' ...';
export const MISSING_TEXT = '---';
/** The banner question is cut only on screens wider than this (px). */
export const BANNER_CUT_MIN_WIDTH = 767;

/** Cuts `text` to `max` characters and appends ' ...' when it was longer. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}${TRUNCATION_SUFFIX}` : value;
}

/** The featured question on the library banner: cut to 160 on screens over 767 px, or 'No Question Available'. */
export function bannerQuestion(question: string | null | undefined, screenWidth: number): string {
  if (!question) return 'No Question Available';
  return screenWidth > BANNER_CUT_MIN_WIDTH ? truncate(question, TEXT_CUTS.bannerQuestion) : question;
}

/** The sidebar name: cut to 80, '---' when missing. */
export function sidebarName(fullName: string | null | undefined): string {
  return fullName?.trim() ? truncate(fullName.trim(), TEXT_CUTS.sidebarName) : MISSING_TEXT;
}

/** '---' for a blank value (profile cards, learner names). */
export function orDash(value: string | number | null | undefined): string {
  return value === null || value === undefined || String(value).trim() === '' ? MISSING_TEXT : String(value);
}
