import { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A learner's stored module progress rose (the LTI tool publishes it as a score). */
export interface ModuleProgressEvent {
  userId: number;
  moduleId: number;
  completedPercentage: number;
}

/** A user is being erased (in the erasure's transaction): a listener removes what it keeps about them. */
export interface UserErasingEvent {
  userId: number;
  /** The person's LMS and social sign-in identities (an LMS names its users by these). */
  identities: Array<{ issuer: string; subject: string }>;
}

/**
 * An LMS's or partner's account is joined into its person's own account (in the join's transaction, before
 * its rows move): a listener moves what it keeps about the one to the other.
 */
export interface UserJoiningEvent {
  fromUserId: number;
  intoUserId: number;
}

export interface ApiEventMap {
  'module-progress': ModuleProgressEvent;
  'user-erasing': UserErasingEvent;
  'user-joining': UserJoiningEvent;
}

/**
 * The transaction an event happened in: a listener that records something durable (the LTI tool's score
 * outbox) writes it here, so that it commits with the change or not at all. It is the api's database:
 * a listener with tables of its own in that database may view it through its own table types.
 */
export type EventTransaction = Kysely<Database>;

/** Records the event in the transaction; may answer what to do once it committed (wake a worker). */
export type ApiEventListener<K extends keyof ApiEventMap> = (
  payload: ApiEventMap[K],
  trx: EventTransaction,
) => Promise<AfterCommit | undefined> | AfterCommit | undefined;

export type AfterCommit = () => void;

/**
 * What happened in the api, for in-process listeners (the LTI tool). `emit` runs inside the transaction of
 * the change and waits for every listener: a listener's failure fails the change (nothing half-recorded),
 * and a server killed after its answer has lost nothing. It answers what the listeners want done once the
 * transaction committed; the caller runs it then.
 */
export interface ApiEvents {
  on<K extends keyof ApiEventMap>(event: K, listener: ApiEventListener<K>): () => void;
  emit<K extends keyof ApiEventMap>(
    event: K,
    payload: ApiEventMap[K],
    trx: EventTransaction,
  ): Promise<AfterCommit>;
}

export function createApiEvents(): ApiEvents {
  const emitter = new EventEmitter();
  return {
    on(event, listener) {
      emitter.on(event, listener);
      return () => emitter.off(event, listener);
    },
    async emit(event, payload, trx) {
      const after: AfterCommit[] = [];
      // One after the other: a transaction runs one statement at a time.
      for (const listener of emitter.listeners(event)) {
        const then = await (listener as ApiEventListener<typeof event>)(payload, trx);
        if (then) after.push(then);
      }
      return () => {
        for (const then of after) then();
      };
    },
  };
}
