import type { Id, Timestamp } from '../column-types';

/** What writes a device queues offline need: a write's key and first answer, the device's times of marks and answers. */

/** A write's key (`Idempotency-Key`) per user and its first answer, kept a day at least (issue 44). */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** The operation (`'post /comments'`) and a hash of the request: a key names one write. */
  operation: string;
  fingerprint: string;
  /** The first answer; null while it is being made. */
  status: number | null;
  body: string | null;
  /** Until when an unanswered claim holds (a server that stopped mid-request leaves one). */
  locked_until: Timestamp;
  created_at: Timestamp;
}

/** The device's time of a learner's last rating or like (or unlike) of a module: the mark made last wins. */
export interface ModuleMarkTimesTable {
  user_id: number;
  module_id: number;
  acted_at: Timestamp;
}

/** A reflection answer that is not the current one: replaced by one made later, or made before it. */
export interface ReflectionAnswerHistoryTable {
  id: Id;
  user_id: number;
  module_id: number;
  answer: string;
  /** The device's time it was made. */
  answered_at: Timestamp;
  /** When it went to the history. */
  kept_at: Timestamp;
}
