import { z } from 'zod';
import { Id, Timestamp } from '../common';
import { Media, NamedRef } from './media';

/** The person fields a mentor's learner and a super mentor's mentee share. */
const PersonCard = z.object({
  id: Id,
  full_name: z.string().nullable().optional(),
  media: Media.nullable().optional(),
  dob: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  gender: z.string().nullable().optional(),
});

/** A learner as a mentor sees them (part 2 §3). */
export const Learner = PersonCard.extend({
  user_interest: z.array(NamedRef).nullable().optional(),
  organization: z.union([z.string(), NamedRef]).nullable().optional(),
  status: z.string().nullable().optional(),
  userpackages: z
    .object({
      status: z.string().nullable().optional(),
      remaining_modules: z.number().int().nullable().optional(),
      packages: z.object({ name: z.string() }).nullable().optional(),
      purchase_package_expiry_date: Timestamp.nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type Learner = z.infer<typeof Learner>;

/** A mentor or super mentor as a super mentor sees them (part 2 §3). */
export const Mentee = PersonCard.extend({
  organization: z.union([z.string(), NamedRef]).nullable().optional(),
});
export type Mentee = z.infer<typeof Mentee>;

/** One module of a learner, as the mentor's table lists it (part 2 §3). */
export const LearnerModule = z.object({
  id: Id,
  module: z
    .object({
      id: Id,
      name: z.string(),
      reflection_question: z.string().nullable().optional(),
      media: Media.nullable().optional(),
    })
    .nullable()
    .optional(),
  reflection_question_answer: z.string().nullable().optional(),
  lastViewd: Timestamp.nullable().optional(),
  created_at: Timestamp.nullable().optional(),
  assignedby: z.object({ full_name: z.string().nullable().optional() }).nullable().optional(),
  status: z.string(),
  usersprojects: z.array(z.unknown()).nullable().optional(),
});
export type LearnerModule = z.infer<typeof LearnerModule>;

/** A mentor session (part 2 §3). */
export const MentorSession = z.object({
  id: Id,
  status: z.enum(['SCHEDULED', 'COMPLETED', 'CANCELLED']),
  scheduled_on: Timestamp,
  description: z.string().nullable().optional(),
  module: z.object({ name: z.string() }).nullable().optional(),
  project: z.object({ name: z.string() }).nullable().optional(),
  learner: z
    .object({
      full_name: z.string().nullable().optional(),
      email: z.string().nullable().optional(),
      media: Media.nullable().optional(),
    })
    .nullable()
    .optional(),
  mentor: z
    .object({ full_name: z.string().nullable().optional(), email: z.string().nullable().optional() })
    .nullable()
    .optional(),
});
export type MentorSession = z.infer<typeof MentorSession>;

/** Interest cloud item and career recommendation item (part 2 §3). */
export const InterestCloudItem = z.object({ name: z.string(), score: z.number() });
export type InterestCloudItem = z.infer<typeof InterestCloudItem>;
export const CareerRecommendation = z.object({ id: Id, name: z.string() });
export type CareerRecommendation = z.infer<typeof CareerRecommendation>;
