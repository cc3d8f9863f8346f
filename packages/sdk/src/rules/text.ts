/** Text cuts of part 1 §5, §9 / part 2 §9; a cut text ends with ' ...'. */

import { SMALL_SCREEN_MAX_WIDTH } from './limits';

/** The named cuts and their lengths. */
const TEXT_CUTS = {
  bannerQuestion: 160,
  collectionDescription: 180,
  reflectionPreview: 160,
  sidebarName: 80,
  reflectionAnswer: 80,
} as const;
/** A named cut. */
export type TextCut = keyof typeof TEXT_CUTS;

/** Appended to a cut text. */
const TRUNCATION_SUFFIX = ' ...';
/** Shown for a missing value. */
export const MISSING_TEXT = '---';
/** The banner without a featured question. */
const NO_QUESTION_TEXT = 'No Question Available';
/** The banner question is cut only on screens wider than this (px). */
const BANNER_CUT_MIN_WIDTH = SMALL_SCREEN_MAX_WIDTH;

/** Cuts `text` to `max` characters and appends ' ...' when it was longer. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}${TRUNCATION_SUFFIX}` : value;
}

/** One of the spec's named cuts: collection description 180, reflection preview 160, reflection answer 80, … */
export function cutText(kind: TextCut, text: string | null | undefined): string {
  return truncate(text, TEXT_CUTS[kind]);
}

/** The featured question on the library banner: cut to 160 on screens over 767 px, or 'No Question Available'. */
export function bannerQuestion(question: string | null | undefined, screenWidth: number): string {
  if (!question) return NO_QUESTION_TEXT;
  return screenWidth > BANNER_CUT_MIN_WIDTH ? cutText('bannerQuestion', question) : question;
}

/** The reflection question preview: cut to 160, with 'View More' when it was cut. */
export function reflectionPreview(question: string | null | undefined): { text: string; viewMore: boolean } {
  const text = cutText('reflectionPreview', question);
  return { text, viewMore: text !== (question ?? '') };
}

/** The sidebar name: cut to 80, '---' when missing. */
export function sidebarName(fullName: string | null | undefined): string {
  return fullName?.trim() ? cutText('sidebarName', fullName.trim()) : MISSING_TEXT;
}

/** '---' for a blank value (profile cards, learner names). */
export function orDash(value: string | number | null | undefined): string {
  return value === null || value === undefined || String(value).trim() === '' ? MISSING_TEXT : String(value);
}

const PLURAL = /* @__PURE__ */ new Intl.PluralRules('en-US');
const NUMBER = /* @__PURE__ */ new Intl.NumberFormat('en-US');

/**
 * A count and its noun, in the number the count asks for: '1 like', '0 likes', '1,204 views'. Every count
 * the product shows goes through here, so that no screen says '1 likes'.
 */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  return `${NUMBER.format(count)} ${PLURAL.select(count) === 'one' ? singular : plural}`;
}
