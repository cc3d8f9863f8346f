import type { ProfileUpdate, User } from '@modkit/sdk';
import {
  COUNTRY_CODES,
  isProvisionedAddress,
  normalizeCountryCode,
  splitPhone,
  toProfilePayload,
} from '@modkit/sdk/rules';
import { countryOption } from '../signup/phone-field';

/** The basics every role fills. */
const BASIC_FIELDS = ['first_name', 'last_name', 'email', 'country', 'phone', 'gender', 'dob'] as const;
/** Other Details: learners only. */
const OTHER_DETAILS = [
  'higest_degree',
  'field_of_study',
  'current_school_uni',
  'grade_level',
  'about',
  'career_aspiration',
] as const;
/** The profile form's text values (the phone as its country option and national number). */
const TEXT_FIELDS = [...BASIC_FIELDS, ...OTHER_DETAILS] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type ProfileValues = Record<TextField, string>;

/** A topic of interest: id and name. */
export interface Topic {
  id: number;
  name: string;
}

/**
 * Which parts of the form a role fills (part 2 §2: only learners and mentors see Other Details, mentors only the
 * topics): learners all, mentors and super mentors (who are mentors too) the topics, other roles the basics.
 */
export type ProfileScope = 'learner' | 'mentor' | 'basic';

export function profileScope(role: string | null | undefined): ProfileScope {
  if (role === 'STUDENT') return 'learner';
  return role === 'MENTOR' || role === 'SUPER_MENTOR' ? 'mentor' : 'basic';
}

/** The form's values from the stored profile: '' for blanks, the phone split into code and number. */
export function profileValues(user: User): ProfileValues {
  const { code, number } = splitPhone(user.phone);
  const wanted = normalizeCountryCode(user.country_code || code);
  const country = COUNTRY_CODES.find((c) => c.code === wanted);
  const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as ProfileValues;
  for (const field of TEXT_FIELDS) {
    const value = (user as Record<string, unknown>)[field];
    if (typeof value === 'string') values[field] = value;
  }
  return {
    ...values,
    // An LMS's or partner's placeholder is not the person's address: never shown, never sent back.
    email: isProvisionedAddress(user.email) ? '' : values.email,
    country: country ? countryOption(country) : '',
    phone: number,
    dob: values.dob.slice(0, 10),
  };
}

/** The topics stored on the profile (ids with their names). */
export function profileTopics(user: User): Topic[] {
  return (user.user_interest ?? []).map((i) => ({ id: Number(i.id), name: i.name ?? String(i.id) }));
}

/**
 * The PATCH body (part 2 §5 through `toProfilePayload`: phone as code-number, nulls dropped, gender
 * upper-cased, interests as ids): the basics for every role, the topics for learners and mentors, the other
 * details for learners, the new photo if one was chosen.
 */
export function profileSaveFields(
  values: ProfileValues,
  extras: { scope: ProfileScope; topics: Topic[]; universities: string[]; photo: File | null },
): ProfileUpdate {
  const trimmed = <F extends TextField>(names: readonly F[]) =>
    Object.fromEntries(names.map((f) => [f, values[f].trim()])) as Record<F, string>;
  const { country, ...basic } = trimmed(BASIC_FIELDS);
  const fields: Record<string, unknown> = { ...basic, country_code: normalizeCountryCode(country) };
  if (extras.scope === 'learner') {
    Object.assign(fields, trimmed(OTHER_DETAILS));
    fields.university_aspire = extras.universities;
  }
  if (extras.scope !== 'basic') fields.user_interest = extras.topics.map((t) => t.id);
  const payload = toProfilePayload(fields) as ProfileUpdate;
  return extras.photo ? { ...payload, media: extras.photo } : payload;
}
