import {
  type AfterCommit,
  createOutboxWorker,
  type EventTransaction,
  type ModuleProgressEvent,
  type OutboxStore,
  type OutboxWorkerOptions,
  outboxTableStore,
} from '@modkit/api';
import type { Kysely } from 'kysely';
import type { LtiIdToken, LtiProvider } from '../ltijs';
import type { LtiTables } from '../store/schema';
import { sendScore } from './send-score';

/** Retry timing, polling and lease of the grade outbox (tests shorten them). */
export type OutboxOptions = Omit<OutboxWorkerOptions, 'log'>;

/** The score of a module's progress (AGS): completed_percentage of 100, with the progress states. */
function scoreFor(completedPercentage: number, ltiUser: string, timestamp: string) {
  const done = completedPercentage >= 100;
  return {
    userId: ltiUser,
    scoreGiven: completedPercentage,
    scoreMaximum: 100,
    activityProgress: done ? 'Completed' : completedPercentage > 0 ? 'InProgress' : 'Initialized',
    gradingProgress: done ? 'FullyGraded' : 'Pending',
    timestamp,
  };
}

type DueScore = { id: number; attempts: number; score: string; token: string; lineitem: string | null };

/** The outbox table as the shared outbox worker reads and claims it. */
function scoreStore(db: Kysely<LtiTables>): OutboxStore<DueScore> {
  return outboxTableStore(db, 'lti_score_outbox', (at, limit) =>
    db
      .selectFrom('lti_score_outbox')
      .innerJoin('lti_launch_contexts', 'lti_launch_contexts.id', 'lti_score_outbox.launch_context_id')
      .select([
        'lti_score_outbox.id',
        'lti_score_outbox.score',
        'lti_score_outbox.attempts',
        'lti_launch_contexts.token',
        'lti_launch_contexts.lineitem',
      ])
      .where('lti_score_outbox.sent_at', 'is', null)
      .where('lti_score_outbox.next_attempt_at', '<=', at)
      .orderBy('lti_score_outbox.id')
      .limit(limit)
      .execute(),
  );
}

/**
 * Assignment and Grade Services through a durable outbox: each rise of a learner's module progress
 * becomes one row per graded link of that module, written in the progress's own transaction; the api's
 * outbox worker (claims with a lease, so several servers send each score once) sends due rows with their
 * recorded timestamp and retries failures with back-off, so a platform outage, a restart or a crash loses
 * no score.
 */
export function createScoreOutbox(
  db: Kysely<LtiTables>,
  provider: LtiProvider,
  now: () => number,
  options: OutboxOptions = {},
) {
  const worker = createOutboxWorker(
    scoreStore(db),
    (row) => sendScore(provider, JSON.parse(row.token) as LtiIdToken, row.lineitem!, JSON.parse(row.score)),
    now,
    { ...options, log: (error) => console.error('lti score outbox:', error) },
  );

  /**
   * Records a progress event's scores in the api's transaction (they commit with the progress, before the
   * learner is answered) and wakes the worker once that committed.
   */
  async function accept(event: ModuleProgressEvent, trx: EventTransaction): Promise<AfterCommit | undefined> {
    // The tool's tables live in the api's database: the transaction sees them through their own types.
    const written = await enqueue(event, trx as unknown as Kysely<LtiTables>);
    return written ? () => void worker.kick() : undefined;
  }

  /** Writes one row per graded link of the module; answers how many. */
  async function enqueue(event: ModuleProgressEvent, trx: Kysely<LtiTables>): Promise<number> {
    const links = await trx
      .selectFrom('lti_launch_contexts')
      .select(['id', 'token'])
      .where('user_id', '=', event.userId)
      .where('module_id', '=', event.moduleId)
      .where('lineitem', 'is not', null)
      .execute();
    const at = new Date(now()).toISOString();
    for (const link of links) {
      const token = JSON.parse(link.token) as LtiIdToken;
      await trx
        .insertInto('lti_score_outbox')
        .values({
          launch_context_id: link.id,
          score: JSON.stringify(scoreFor(event.completedPercentage, token.user, at)),
          next_attempt_at: at,
          sent_at: null,
          last_error: null,
          created_at: at,
        })
        .execute();
    }
    return links.length;
  }

  return { accept, flush: worker.flush, stop: worker.stop };
}
