import type { Kysely } from 'kysely';

/**
 * A worker over an outbox table (rows written in the transaction of what they announce; sent later):
 * several servers may run one each. A worker claims a due row before it works on it — an update of the
 * row's due time to the end of a lease that only one server can win — so each row is handled by one
 * server; a server that dies with a row in hand leaves it to the others once the lease ends. Failures are
 * retried with exponential back-off. Works the same on SQLite (one process) and PostgreSQL (many).
 */
export interface OutboxStore<Row extends { id: number; attempts: number }> {
  /** Up to `limit` rows due at `at`, oldest first. */
  due(at: string, limit: number): Promise<Row[]>;
  /** Moves a row that is still due at `at` to `until`; false when another server claimed it first. */
  claim(id: number, at: string, until: string): Promise<boolean>;
  /** The row was handled. */
  done(id: number, at: string): Promise<void>;
  /** The row failed: its attempts, when to try again, and why. */
  retry(id: number, attempts: number, at: string, error: string): Promise<void>;
}

export interface OutboxWorkerOptions {
  /** First retry delay; doubles per attempt up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How often due rows are looked for (besides a `kick` after a new one). */
  pollMs?: number;
  /** How long a claimed row is this server's. */
  leaseMs?: number;
  /** Rows taken per pass. */
  batch?: number;
  log?: (error: unknown) => void;
}

/** What a handler's failure leaves: the row, how many attempts it has now, when it is tried again, the error. */
export interface OutboxFailure<Row> {
  row: Row;
  attempts: number;
  nextAttemptAt: string;
  error: unknown;
}

export interface OutboxWorker {
  /** Runs a pass now (or right after the current one). */
  kick(): Promise<void>;
  /** Sends everything due now, including passes queued meanwhile (tests, shutdown). */
  flush(): Promise<void>;
  /** Stops looking for due rows and waits for the pass in hand (graceful shutdown). */
  stop(): Promise<void>;
}

export function createOutboxWorker<Row extends { id: number; attempts: number }>(
  store: OutboxStore<Row>,
  handle: (row: Row) => Promise<void>,
  now: () => number,
  options: OutboxWorkerOptions & { onFailure?: (failure: OutboxFailure<Row>) => void } = {},
): OutboxWorker {
  const base = options.baseDelayMs ?? 5_000;
  const max = options.maxDelayMs ?? 3_600_000;
  const lease = options.leaseMs ?? 60_000;
  const log = options.log ?? ((error: unknown) => console.error('outbox:', error));
  const iso = (ms: number) => new Date(ms).toISOString();
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function pass(): Promise<void> {
    const at = iso(now());
    for (const row of await store.due(at, options.batch ?? 50)) {
      if (stopped) return;
      if (!(await store.claim(row.id, at, iso(now() + lease)))) continue;
      try {
        await handle(row);
        await store.done(row.id, iso(now()));
      } catch (error) {
        const attempts = row.attempts + 1;
        const delay = Math.min(max, base * 2 ** (attempts - 1));
        const reason = String(error instanceof Error ? error.message : error).slice(0, 500);
        const nextAttemptAt = iso(now() + delay);
        await store.retry(row.id, attempts, nextAttemptAt, reason);
        options.onFailure?.({ row, attempts, nextAttemptAt, error });
      }
    }
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch(log)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void kick();
        }
      });
    return running;
  }

  const timer = setInterval(() => void kick(), options.pollMs ?? 5_000);
  timer.unref();
  return {
    kick,
    async flush() {
      while (running) await running;
      await kick();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}

/**
 * The claim, done and retry of an outbox table with the usual columns (`id`, `attempts`, `next_attempt_at`,
 * `sent_at`, `last_error`): a claim moves a row still due to the end of its lease; `due` is the table's own.
 */
export function outboxTableStore<Row extends { id: number; attempts: number }>(
  // biome-ignore lint/suspicious/noExplicitAny: any database holding such a table (the api's, the tool's).
  db: Kysely<any>,
  table: string,
  due: OutboxStore<Row>['due'],
): OutboxStore<Row> {
  return {
    due,
    claim: async (id, at, until) => {
      const result = await db
        .updateTable(table)
        .set({ next_attempt_at: until })
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', at)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    done: async (id, at) => {
      await db.updateTable(table).set({ sent_at: at, last_error: null }).where('id', '=', id).execute();
    },
    retry: async (id, attempts, at, error) => {
      await db
        .updateTable(table)
        .set({ attempts, next_attempt_at: at, last_error: error })
        .where('id', '=', id)
        .execute();
    },
  };
}
