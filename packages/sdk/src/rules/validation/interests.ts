import { type FieldMessages, fieldValue } from './field-messages';

/** Choose your interests (part 1 §2.8, §5; part 2 §5): at least 5 topics, 20 % each, duplicates ignored. */

/** Topics needed. */
const MIN_INTERESTS = 5;
/** Progress per selected topic (percent). */
const INTEREST_PROGRESS_STEP = 20;
/** Shown with fewer than 5 topics. */
export const INTEREST_MESSAGE = 'Please select at least 5 topics.';

/** The distinct positive integer ids of a list from untrusted input (numbers, numeric strings or `{ id }`). */
export function interestIds(list: unknown): number[] {
  if (!Array.isArray(list)) return [];
  const ids = list.map((item) => Number(typeof item === 'object' && item !== null ? item.id : item));
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
}

/** The progress bar: 20 % per distinct topic, capped at 100. */
export function interestProgress(selected: unknown): number {
  return Math.min(100, interestIds(selected).length * INTEREST_PROGRESS_STEP);
}

/** At least 5 distinct topics; takes the id list itself or `{ user_interest: [...] }`. */
export function validateInterests(input: unknown): FieldMessages {
  const list = Array.isArray(input) ? input : fieldValue(input, 'user_interest');
  return interestIds(list).length >= MIN_INTERESTS ? {} : { user_interest: INTEREST_MESSAGE };
}
