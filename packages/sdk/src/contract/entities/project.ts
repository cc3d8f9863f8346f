import { z } from 'zod';
import { Id, RecordTimestamps, Timestamp } from '../common';
import { EditorContent, Media } from './media';

/** The two project kinds (part 1 §3). */
export const ProjectType = z.enum(['MINI_PROJECT', 'SKILL_BUILDING_PROJECT']);
export type ProjectType = z.infer<typeof ProjectType>;

/** A user-project status: PENDING until submitted, then SUBMITTED. */
export const UserProjectStatus = z.enum(['PENDING', 'SUBMITTED']);
export type UserProjectStatus = z.infer<typeof UserProjectStatus>;

/** A file attached to a submission. */
export const ProjectDocument = z.object({
  id: Id.nullable().optional(),
  file_name: z.string(),
  path: z.string(),
});
export type ProjectDocument = z.infer<typeof ProjectDocument>;

/** A learner's record of one project of an assigned module, and its submission (part 1 §3). */
export const UserProject = z.object({
  id: Id,
  user_id: Id.nullable().optional(),
  project_id: Id,
  module_id: Id.nullable().optional(),
  status: UserProjectStatus,
  description: z.string().nullable().optional(),
  link: z.string().nullable().optional(),
  documents: z.array(ProjectDocument).nullable().optional(),
  module: z.object({ id: Id, name: z.string(), media: Media.nullable().optional() }).nullable().optional(),
  project: z.object({ id: Id, name: z.string(), type: ProjectType }).nullable().optional(),
  submitted_at: Timestamp.nullable().optional(),
  ...RecordTimestamps,
});
export type UserProject = z.infer<typeof UserProject>;

/**
 * A project of a module (part 1 §3). For an assigned module it carries the caller's
 * user-project records in `usersprojects`.
 */
export const Project = z.object({
  id: Id,
  module_id: Id.nullable().optional(),
  name: z.string(),
  type: ProjectType,
  content: z.array(EditorContent).nullable().optional(),
  usersprojects: z.array(UserProject).nullable().optional(),
});
export type Project = z.infer<typeof Project>;
