import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ANNOUNCE_SQL, PRESENCE_KEY, RESTORE_RUNNING } from './server-presence';

/**
 * The channel the database's triggers notify for a schema (migration 0022): `modkit_changes_<schema>`, cut to
 * PostgreSQL's 63 characters as the trigger cuts it. Payloads read `<kind>|<key>`.
 */
const changesChannel = (schema: string) => `modkit_changes_${schema}`.slice(0, 63);

/** One change committed: its kind (`u` user, `j` revoked token, `p` partner) and key. */
interface Change {
  kind: string;
  key: string;
}

/**
 * Changes committed to the shared PostgreSQL database, as its triggers announce them (`LISTEN`), delivered to
 * every server at commit. While the listening connection is down changes may be missed: `live` is false, and
 * state listeners hear it (a cache must then forget and stop trusting itself until the feed is live again).
 */
export interface ChangeFeed {
  readonly live: boolean;
  onChange(listener: (change: Change) => void): void;
  onLive(listener: (live: boolean) => void): void;
  /**
   * Resolves once every server listening has received every change committed before the call (each answers a
   * round trip through the feed; notifications reach a server in commit order). A server that has not
   * answered within `timeoutMs` is not waited for longer.
   */
  settle(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  /** The api's pool: where the feed notifies (the round trips of `settle`) and counts the servers listening. */
  pool: pg.Pool;
  /** The schema whose changes are wanted (tests share a database, one schema each). */
  schema: string;
  log: (error: unknown) => void;
  /** First wait before reconnecting (doubles up to 30 s). */
  retryMs?: number;
}

/** Opens the feed: connects and listens before answering (a start that cannot listen fails). */
export async function openChangeFeed(options: ChangeFeedOptions): Promise<ChangeFeed> {
  const feed = new ListeningFeed(options);
  await feed.connect();
  return feed;
}

/** The feed on one dedicated connection (`LISTEN`), reconnecting with a growing wait when it drops. */
class ListeningFeed implements ChangeFeed {
  live = false;
  private readonly channel: string;
  private readonly listen: string;
  private readonly changeListeners: Array<(change: Change) => void> = [];
  private readonly liveListeners: Array<(live: boolean) => void> = [];
  /** Settles waiting for answers: how many are still due; each resolves when they are in, or the feed drops. */
  private readonly settles = new Map<string, { due: number; resolve: () => void }>();
  private client: pg.Client | null = null;
  private closed = false;
  private retry: number;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: ChangeFeedOptions) {
    this.channel = changesChannel(options.schema);
    this.listen = `LISTEN "${this.channel}"`;
    this.retry = options.retryMs ?? 1000;
  }

  onChange(listener: (change: Change) => void): void {
    this.changeListeners.push(listener);
  }

  onLive(listener: (live: boolean) => void): void {
    this.liveListeners.push(listener);
  }

  async connect(): Promise<void> {
    const next = new pg.Client({ connectionString: this.options.pool.options.connectionString });
    next.on('error', (error) => this.lost(error));
    next.on('end', () => this.lost());
    next.on('notification', (message) => this.received(message));
    await next.connect();
    // The server announces itself to restores on this connection, as long as it lives (db/server-presence.ts);
    // LISTEN stays its last statement (how `listening` counts the servers).
    const announced = await next.query<{ ok: boolean }>(ANNOUNCE_SQL, [PRESENCE_KEY, this.options.schema]);
    if (!announced.rows[0]?.ok) {
      await next.end().catch(() => {});
      throw new Error(RESTORE_RUNNING);
    }
    await next.query(this.listen);
    if (this.closed) {
      await next.end();
      return;
    }
    this.client = next;
    this.retry = this.options.retryMs ?? 1000;
    this.setLive(true);
  }

  async settle(timeoutMs = 2000): Promise<void> {
    if (!this.live) return;
    const nonce = randomBytes(8).toString('hex');
    const due = await this.listening();
    let timeout: NodeJS.Timeout | undefined;
    const answered = new Promise<void>((resolve) => {
      if (due <= 0) return resolve();
      this.settles.set(nonce, { due, resolve });
      timeout = setTimeout(resolve, timeoutMs);
    });
    try {
      await this.notify(`settle|${nonce}`);
      await answered;
    } finally {
      clearTimeout(timeout);
      this.settles.delete(nonce);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    const current = this.client;
    this.client = null;
    current?.removeAllListeners();
    current?.on('error', () => {});
    this.setLive(false);
    await current?.end().catch(() => {});
  }

  private notify(payload: string): Promise<void> {
    return this.options.pool.query('select pg_notify($1, $2)', [this.channel, payload]).then(() => undefined);
  }

  /** Servers listening to this schema's changes, this one included (their connections' last statement). */
  private async listening(): Promise<number> {
    const { rows } = await this.options.pool.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and query = $1',
      [this.listen],
    );
    return rows[0]?.n ?? 1;
  }

  private setLive(value: boolean): void {
    if (this.live === value) return;
    this.live = value;
    if (!value) for (const waiting of this.settles.values()) waiting.resolve();
    for (const listener of this.liveListeners) listener(value);
  }

  private received(message: pg.Notification): void {
    if (message.channel !== this.channel) return;
    const payload = message.payload ?? '';
    const bar = payload.indexOf('|');
    const change = { kind: payload.slice(0, bar), key: payload.slice(bar + 1) };
    if (change.kind === 'settle') {
      // Everything committed before this round trip has reached this server: answer it.
      this.notify(`settled|${change.key}`).catch(this.options.log);
    } else if (change.kind === 'settled') {
      const waiting = this.settles.get(change.key);
      if (waiting && --waiting.due <= 0) waiting.resolve();
    } else {
      for (const listener of this.changeListeners) listener(change);
    }
  }

  private lost(error?: unknown): void {
    if (error) this.options.log(error);
    const gone = this.client;
    this.client = null;
    gone?.removeAllListeners();
    gone?.on('error', () => {});
    void gone?.end().catch(() => {});
    this.setLive(false);
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.connect().catch((failed) => this.lost(failed));
    }, this.retry);
    this.timer.unref();
    this.retry = Math.min(this.retry * 2, 30_000);
  }
}
