import { z } from 'zod';
import { LANGUAGES } from '../../shared/languages';
import { Id, Timestamp } from '../common';
import { Media, NamedRef } from './media';
import { UserPackage } from './package';

/** The five roles accepted at sign-in (part 1 §4). */
export const RoleType = z.enum(['MENTOR', 'STUDENT', 'SUPER_ADMIN', 'ADMIN', 'SUPER_MENTOR']);
export type RoleType = z.infer<typeof RoleType>;

/** What a user is here as (profile step). */
export const IAmHereAs = z.enum(['HOBBYIST', 'PARENT', 'PROFESSIONAL']);
export type IAmHereAs = z.infer<typeof IAmHereAs>;

/** A language the user can choose (issue 26): English, Spanish or Arabic. */
export const UserLanguage = z.enum(LANGUAGES);
export type UserLanguage = z.infer<typeof UserLanguage>;

/** A topic of interest on a user: an id, with its name when the server expands it. */
export const UserInterest = z.object({ id: Id, name: z.string().nullable().optional() });
export type UserInterest = z.infer<typeof UserInterest>;

/** `user.meta`: library flag and mentor allowances (-1 = unlimited). */
export const UserMeta = z.object({
  location: z.boolean().nullable().optional(),
  allowed_modules: z.number().int().nullable().optional(),
  max_invites: z.number().int().nullable().optional(),
});
export type UserMeta = z.infer<typeof UserMeta>;

/**
 * The signed-in user (`auth.user.data`, part 1 §3) with the profile fields of part 2 §3.
 * `phone` is `countrycode-number`.
 */
export const User = z.object({
  id: Id,
  full_name: z.string().nullable().optional(),
  name: z.string().nullable().optional(),
  first_name: z.string().nullable().optional(),
  last_name: z.string().nullable().optional(),
  email: z.string(),
  phone: z.string().nullable().optional(),
  country_code: z.string().nullable().optional(),
  gender: z.string().nullable().optional(),
  dob: z.string().nullable().optional(),
  media: Media.nullable().optional(),
  verified: z.boolean(),
  roles: z.array(z.object({ type: z.string() })),
  user_type: z.string().nullable().optional(),
  status: z.string().nullable().optional(),
  where_do_you_here_about_us: z.string().nullable().optional(),
  current_school_uni: z.string().nullable().optional(),
  grade_level: z.string().nullable().optional(),
  higest_degree: z.string().nullable().optional(),
  field_of_study: z.string().nullable().optional(),
  university_aspire: z.array(z.string()).nullable().optional(),
  i_am_here_as: z.string().nullable().optional(),
  career_aspiration: z.string().nullable().optional(),
  about: z.string().nullable().optional(),
  /** The language the user chose; null until they choose one (then the browser's, else English). */
  language: UserLanguage.nullable().optional(),
  organization: z.string().nullable().optional(),
  created_at: Timestamp.nullable().optional(),
  user_interest: z.array(UserInterest).nullable().optional(),
  subCatTags: z.array(NamedRef).nullable().optional(),
  meta: UserMeta.nullable().optional(),
  userpackages: UserPackage.nullable().optional(),
  modulesViewedAndRemaining: z.object({ remaining_module: z.number().int() }).nullable().optional(),
  /**
   * An LMS's or partner's account (its `email` an undeliverable placeholder): the address its school sent,
   * unverified and not the account's own until claimed; null otherwise (issue 43).
   */
  school_address: z.object({ email: z.string(), from: z.string().nullable() }).nullable().optional(),
});
export type User = z.infer<typeof User>;
