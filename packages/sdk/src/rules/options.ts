/** Option lists of the onboarding and profile forms (part 1 §2.5, §7, §9; part 2 §9). */

/** 'Where did you hear about us?' options (signup). */
export const WHERE_HEAR_OPTIONS = ['Friend', 'Local Ad', 'Newspaper', 'Social Media', 'Other'] as const;
/** Highest degree options (profile). */
export const DEGREE_OPTIONS = ['High School', 'Graduate', 'Masters', 'PhD', 'Others'] as const;
/** Grade level options (profile). */
export const GRADE_OPTIONS = ['8th', '9th', '10th', '11th', '12th', 'others'] as const;
/** 'I am here as' choices and their wire values. */
export const I_AM_HERE_AS_OPTIONS = [
  { label: 'Hobbyist', value: 'HOBBYIST' },
  { label: 'Parent', value: 'PARENT' },
  { label: 'Professional', value: 'PROFESSIONAL' },
] as const;

/** Gender choices of the profile and their wire values (the spec sends gender upper-cased; choices are ours). */
export const GENDER_OPTIONS = [
  { label: 'Male', value: 'MALE' },
  { label: 'Female', value: 'FEMALE' },
  { label: 'Other', value: 'OTHER' },
] as const;

/** The where_do_you_here_about_us value: upper-cased, the FIRST space turned into an underscore ('Local Ad' → 'LOCAL_AD'). */
export function toWhereHearValue(option: string): string {
  return option.trim().toUpperCase().replace(' ', '_');
}
