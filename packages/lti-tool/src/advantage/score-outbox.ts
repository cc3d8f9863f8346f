import type { AfterCommit, EventTransaction, ModuleProgressEvent } from '@modkit/api';
import type { Kysely } from 'kysely';
import type { LtiIdToken, LtiProvider } from '../ltijs';
import type { LtiTables } from '../store/schema';
import { sendScore } from './send-score';

export interface OutboxOptions {
  /** First retry delay; doubles per attempt up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How often due scores are looked for (besides right after a new one). */
  pollMs?: number;
  /**
   * How long a claimed score is this server's to send: a server that dies while sending leaves it, and
   * another takes it over once the lease ends (the same score, same timestamp, sent again at most once).
   */
  leaseMs?: number;
}

/** The score of a module's progress (AGS): completed_percentage of 100, with the progress states. */
export function scoreFor(completedPercentage: number, ltiUser: string, timestamp: string) {
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

/**
 * Assignment and Grade Services through a durable outbox: each rise of a learner's module progress
 * becomes one row per graded link of that module, written before the progress request is answered; a
 * worker sends due rows with ltijs and retries failures with exponential back-off, so a platform outage
 * (or a restart) loses no score. Several servers share the outbox: a worker claims a row before sending it
 * (an update of its due time to the end of a lease that only one server can win), so each score is sent
 * by one of them.
 */
export function createScoreOutbox(
  db: Kysely<LtiTables>,
  provider: LtiProvider,
  now: () => number,
  options: OutboxOptions = {},
) {
  const base = options.baseDelayMs ?? 5_000;
  const max = options.maxDelayMs ?? 3_600_000;
  const lease = options.leaseMs ?? 60_000;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  /**
   * Records a progress event's scores in the api's transaction (they commit with the progress, before the
   * learner is answered) and wakes the worker once that committed.
   */
  async function accept(event: ModuleProgressEvent, trx: EventTransaction): Promise<AfterCommit | undefined> {
    // The tool's tables live in the api's database: the transaction sees them through their own types.
    const written = await enqueue(event, trx as unknown as Kysely<LtiTables>);
    return written ? () => void kick() : undefined;
  }

  /** Makes a due row this server's until the lease ends; false when another server claimed it first. */
  async function claim(id: number, at: string): Promise<boolean> {
    const result = await db
      .updateTable('lti_score_outbox')
      .set({ next_attempt_at: new Date(now() + lease).toISOString() })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', at)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
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

  async function sendDue(): Promise<void> {
    const at = new Date(now()).toISOString();
    const due = await db
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
      .limit(50)
      .execute();
    for (const row of due) {
      if (!(await claim(row.id, at))) continue;
      try {
        await sendScore(provider, JSON.parse(row.token) as LtiIdToken, row.lineitem!, JSON.parse(row.score));
        await db
          .updateTable('lti_score_outbox')
          .set({ sent_at: new Date(now()).toISOString(), last_error: null })
          .where('id', '=', row.id)
          .execute();
      } catch (error) {
        const attempts = row.attempts + 1;
        const delay = Math.min(max, base * 2 ** (attempts - 1));
        await db
          .updateTable('lti_score_outbox')
          .set({
            attempts,
            next_attempt_at: new Date(now() + delay).toISOString(),
            last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
          })
          .where('id', '=', row.id)
          .execute();
      }
    }
  }

  /** Runs a pass now (or right after the current one). */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = sendDue()
      .catch((error: unknown) => console.error('lti score outbox:', error))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void kick();
        }
      });
    return running;
  }

  /** Sends everything due now, including passes queued meanwhile. */
  async function flush(): Promise<void> {
    while (running) await running;
    await kick();
    while (running) await running;
  }

  const timer = setInterval(() => void kick(), options.pollMs ?? 5_000);
  timer.unref();
  return {
    accept,
    flush,
    /** Stops looking for due scores and waits for the pass in hand (graceful shutdown). */
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
