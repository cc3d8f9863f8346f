import type { Id, Timestamp } from '../column-types';

/** A learner's work and marks: their modules, projects and files, bookmarks, ratings, views, certificates, points, interests. */

export interface UserModulesTable {
  id: Id;
  user_id: number;
  module_id: number;
  status: string;
  completed_percentage: number;
  completed_tab: number;
  reflection_question_answer: string | null;
  /** The device's time of the answer made last (issue 44); null for answers from before it was kept. */
  reflection_answered_at: Timestamp | null;
  assigned_by: number | null;
  last_viewed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserProjectsTable {
  id: Id;
  user_id: number;
  project_id: number;
  module_id: number;
  status: string;
  description: string | null;
  link: string | null;
  submitted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserProjectDocumentsTable {
  id: Id;
  user_project_id: number;
  file_name: string;
  path: string;
}

export interface BookmarksTable {
  id: Id;
  user_id: number;
  module_id: number;
  created_at: Timestamp;
}

export interface ModuleRatingsTable {
  id: Id;
  user_id: number;
  module_id: number;
  score: number;
  created_at: Timestamp;
}

export interface ModuleViewsTable {
  id: Id;
  user_id: number;
  module_id: number;
  created_at: Timestamp;
}

export interface CertificatesTable {
  id: Id;
  user_id: number;
  collection_id: number;
  path: string;
  created_at: Timestamp;
}

export interface PointsLedgerTable {
  id: Id;
  user_id: number;
  action: string;
  ref_id: number;
  points: number;
  created_at: Timestamp;
}

export interface UserInterestsTable {
  user_id: number;
  category_id: number;
}
