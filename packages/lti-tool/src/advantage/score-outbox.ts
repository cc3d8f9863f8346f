import type { ModuleProgressEvent } from '@modkit/api';
import type { Kysely } from 'kysely';
import type { LtiIdToken, LtiProvider } from '../ltijs';
import type { LtiTables } from '../store/schema';

export interface OutboxOptions {
  /** First retry delay; doubles per attempt up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How often due scores are looked for (besides right after a new one). */
  pollMs?: number;
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
 * becomes one row per graded link of that module; a worker sends due rows with ltijs and retries failures
 * with exponential back-off, so a platform outage (or a restart) loses no score.
 */
export function createScoreOutbox(
  db: Kysely<LtiTables>,
  provider: LtiProvider,
  now: () => number,
  options: OutboxOptions = {},
) {
  const base = options.baseDelayMs ?? 5_000;
  const max = options.maxDelayMs ?? 3_600_000;
  let running: Promise<void> | null = null;
  let again = false;
  /** Enqueues still writing their rows: a flush waits for them, so a score just earned is never skipped. */
  const writing = new Set<Promise<void>>();

  /** Takes a progress event without blocking the api's response; the row is written in the background. */
  function accept(event: ModuleProgressEvent): void {
    const write: Promise<void> = enqueue(event)
      .catch((error: unknown) => console.error('lti score outbox:', error))
      .finally(() => writing.delete(write));
    writing.add(write);
  }

  async function enqueue(event: ModuleProgressEvent): Promise<void> {
    const links = await db
      .selectFrom('lti_launch_contexts')
      .select(['id', 'token'])
      .where('user_id', '=', event.userId)
      .where('module_id', '=', event.moduleId)
      .where('lineitem', 'is not', null)
      .execute();
    const at = new Date(now()).toISOString();
    for (const link of links) {
      const token = JSON.parse(link.token) as LtiIdToken;
      await db
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
    if (links.length) kick();
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
      try {
        await provider.Grade.submitScore(
          JSON.parse(row.token) as LtiIdToken,
          row.lineitem!,
          JSON.parse(row.score),
        );
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

  /** Waits for the rows being written, then sends everything due, including passes queued meanwhile. */
  async function flush(): Promise<void> {
    while (writing.size) await Promise.all([...writing]);
    while (running) await running;
    await kick();
    while (running) await running;
  }

  const timer = setInterval(() => void kick(), options.pollMs ?? 5_000);
  timer.unref();
  return {
    accept,
    flush,
    stop: () => clearInterval(timer),
  };
}
