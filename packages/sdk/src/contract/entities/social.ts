import { z } from 'zod';
import { Id, RecordTimestamps, Timestamp } from '../common';
import { Media } from './media';
import { Module } from './module';

/** The author of a comment or chat message. */
export const Author = z.object({
  id: Id,
  full_name: z.string().nullable().optional(),
  media: Media.nullable().optional(),
});
export type Author = z.infer<typeof Author>;

/** A reply under a module comment. */
export const CommentReply = z.object({
  id: Id,
  module_id: Id,
  parent_id: Id.nullable().optional(),
  message: z.string(),
  user: Author,
  ...RecordTimestamps,
});
export type CommentReply = z.infer<typeof CommentReply>;

/** A discussion comment on a module with its replies (part 1 §3). */
export const Comment = CommentReply.extend({ replies: z.array(CommentReply).nullable().optional() });
export type Comment = z.infer<typeof Comment>;

/** A chat message on a submitted project. */
export const ProjectChat = z.object({
  id: Id,
  user_project_id: Id,
  user_id: Id.nullable().optional(),
  comment: z.string(),
  user: Author.nullable().optional(),
  ...RecordTimestamps,
});
export type ProjectChat = z.infer<typeof ProjectChat>;

/** A bookmark of a module; its id is kept to delete it. */
export const Bookmark = z.object({
  id: Id,
  module_id: Id,
  module: Module.nullable().optional(),
  created_at: Timestamp.nullable().optional(),
});
export type Bookmark = z.infer<typeof Bookmark>;

/** A notification; `is_read` 0 means unread. */
export const Notification = z.object({
  id: Id,
  body: z.string(),
  created_at: Timestamp,
  is_read: z.number().int(),
});
export type Notification = z.infer<typeof Notification>;

/** A learner's mentor as shown on My Mentors and the invitation modal. */
export const Mentor = z.object({
  id: Id,
  full_name: z.string().nullable().optional(),
  organization: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  media: Media.nullable().optional(),
  profile_link: z.string().nullable().optional(),
  meta: z.object({ max_invites: z.number().int().nullable().optional() }).nullable().optional(),
});
export type Mentor = z.infer<typeof Mentor>;
