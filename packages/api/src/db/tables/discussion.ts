import type { Id, Timestamp } from '../column-types';

/** Conversations: module comments, a project's chats, likes of the public pages. */

export interface CommentsTable {
  id: Id;
  module_id: number;
  user_id: number;
  parent_id: number | null;
  message: string;
  /** The key the comment was sent with (`Idempotency-Key`), unique per author; null when sent without. */
  client_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChatsTable {
  id: Id;
  user_project_id: number;
  user_id: number;
  comment: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PublicLikesTable {
  id: Id;
  kind: string;
  item_id: number;
  visitor: string;
  created_at: Timestamp;
}
