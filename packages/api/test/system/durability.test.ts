import { createHash, randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/connect';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { readAnswer, usingPostgres } from '../support/harness';
import { killApiProcesses, startApiProcess } from '../support/spawn-api';

/**
 * The durability test of the security issue: the api runs as its own Node process on a real data folder
 * (a SQLite file in a temporary DATA_DIR, or a PostgreSQL schema with TEST_ENGINE=postgres). Several
 * clients write through HTTP (comments, bookmarks, progress) and record every acknowledged write (a 2xx
 * answer with its id); the server is killed with SIGKILL in the middle of the load, restarted on the same
 * data, and every acknowledged write must be there, whole, while an unacknowledged one may or may not be.
 */

/** Acknowledged writes after which the server is killed. */
const KILL_AFTER = 300;
const COMMENT_WRITERS_PER_ACCOUNT = 2;
const PROGRESS_WRITERS = 2;
const MODULES_PER_PROGRESS_WRITER = 3;

const engine = usingPostgres ? 'PostgreSQL' : 'SQLite';
const dataDir = mkdtempSync(join(tmpdir(), 'modkit-durability-'));
const pgSchema = usingPostgres ? `t_dur_${randomBytes(5).toString('hex')}` : undefined;

afterAll(async () => {
  killApiProcesses();
  if (pgSchema) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists ${pgSchema} cascade`);
    await client.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(
  url: string,
  method: string,
  path: string,
  token?: string,
  json?: unknown,
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url + path, {
    method,
    headers,
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    signal: AbortSignal.timeout(15_000),
  });
  return readAnswer(response);
}

interface Account {
  email: string;
  userId: number;
  token: string;
}

async function logIn(url: string): Promise<Account[]> {
  return Promise.all(
    DEMO_ACCOUNTS.map(async ({ email }) => {
      const { status, body } = await call(url, 'POST', '/auth/login', undefined, {
        email,
        password: DEMO_PASSWORD,
        recaptchaResponse: 'x',
        machine_id: 'durability',
      });
      expect(status, `login of ${email}`).toBe(200);
      return { email, userId: body.data.id as number, token: body.meta.token as string };
    }),
  );
}

/** Every row of a paged list (limit 100). */
async function allPages<T>(url: string, path: string, token: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const join = path.includes('?') ? '&' : '?';
    const { status, body } = await call(url, 'GET', `${path}${join}limit=100&page=${page}`, token);
    expect(status, path).toBe(200);
    rows.push(...body.data.results);
    if (rows.length >= body.meta.pagination.total || body.data.results.length === 0) return rows;
  }
}

// ————— comments that show a cut —————

const RUN_TAG = `dur-${randomBytes(4).toString('hex')}`;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789éü✓学';
const MESSAGE = new RegExp(`^${RUN_TAG} w(\\d+) n(\\d+) len(\\d+) (\\S+) sha([0-9a-f]{16}) end$`, 'u');

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** A comment of 100 to 1 800 characters (multi-byte ones too) that carries its own length and checksum. */
function commentText(writer: number, seq: number): string {
  const length = randomInt(100, 1800);
  let payload = '';
  for (let i = 0; i < length; i++) payload += ALPHABET[randomInt(ALPHABET.length)];
  return `${RUN_TAG} w${writer} n${seq} len${length} ${payload} sha${digest(`${writer}:${seq}:${payload}`)} end`;
}

/** Whether a stored message is whole: its marker, length and checksum agree. */
function isWhole(message: string): boolean {
  const m = MESSAGE.exec(message);
  if (!m) return false;
  const [, writer, seq, length, payload, sha] = m;
  return [...payload!].length === Number(length) && digest(`${writer}:${seq}:${payload}`) === sha;
}

// ————— the test —————

describe(`durability on ${engine}: acknowledged writes survive a SIGKILL of the server`, () => {
  it.skipIf(usingPostgres)(
    'SQLite commits with synchronous=FULL in WAL mode (an acknowledged write survives a power loss too)',
    async () => {
      const folder = mkdtempSync(join(tmpdir(), 'modkit-pragma-'));
      const handle = openDatabase({ dataDir: folder });
      try {
        const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(handle.db);
        const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db);
        expect(journal.rows[0]?.journal_mode).toBe('wal');
        expect(synchronous.rows[0]?.synchronous).toBe(2); // FULL: the WAL is synced on every commit
      } finally {
        await handle.close();
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );

  it('every acknowledged comment, bookmark and progress save is there, whole, after a restart', async () => {
    const began = Date.now();
    const first = await startApiProcess(dataDir, pgSchema);
    const accounts = await logIn(first.url);
    const learner = accounts.find((a) => a.email === 'learner@modkit.test')!; // PREMIUM: unlimited modules

    // Published modules; the learner takes some new ones for the progress writers.
    const modules = (await allPages<{ id: number }>(first.url, '/modules/search', learner.token)).map(
      (m) => m.id,
    );
    const mine = new Set(
      (await allPages<{ id: number }>(first.url, '/modules/my-modules', learner.token)).map((m) => m.id),
    );
    const fresh = modules.filter((id) => !mine.has(id));
    const progressModules = fresh.slice(0, PROGRESS_WRITERS * MODULES_PER_PROGRESS_WRITER);
    expect(progressModules).toHaveLength(PROGRESS_WRITERS * MODULES_PER_PROGRESS_WRITER);
    const assign = await call(first.url, 'POST', '/modules/assign', learner.token, {
      modules: progressModules,
    });
    expect(assign.status).toBe(200);
    const commentModules = modules.slice(0, 3);

    // ——— the load ———
    const acked = {
      comments: [] as { id: number; moduleId: number; userId: number; message: string }[],
      bookmarks: [] as { id: number; moduleId: number; account: Account }[],
      progress: new Map<number, number>(), // module → highest acknowledged percentage
      progressSaves: 0,
    };
    const sentProgress = new Map<number, number>(); // module → highest percentage sent
    let ackCount = 0;
    let inFlight = 0;
    let killed = false;
    let atKill = { acknowledged: 0, inFlight: 0 };
    let ackedAfterKill = 0;
    let lostAtKill = 0;
    const failures: string[] = [];

    /** One write; resolves to its answer when acknowledged (2xx), undefined when the kill cut it. */
    const write = async (method: string, path: string, token: string, json: unknown) => {
      if (killed) return undefined;
      inFlight++;
      let answer: Awaited<ReturnType<typeof call>>;
      try {
        answer = await call(first.url, method, path, token, json);
      } catch (error) {
        inFlight--;
        if (killed) {
          lostAtKill++;
          return undefined;
        }
        throw error;
      }
      inFlight--;
      if (answer.status < 200 || answer.status >= 300) {
        failures.push(`${method} ${path} ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        return undefined;
      }
      ackCount++;
      if (killed) ackedAfterKill++;
      else if (ackCount >= KILL_AFTER) {
        killed = true;
        atKill = { acknowledged: ackCount, inFlight };
        first.child.kill('SIGKILL');
      }
      return answer.body;
    };

    const commentWriter = async (account: Account, writer: number) => {
      for (let seq = 0; !killed && failures.length === 0; seq++) {
        const moduleId = commentModules[seq % commentModules.length]!;
        const message = commentText(writer, seq);
        const body = await write('POST', '/comments', account.token, { module_id: moduleId, message });
        if (!body) continue;
        expect(body.data.message).toBe(message);
        acked.comments.push({ id: body.data.id, moduleId, userId: account.userId, message });
      }
    };

    const bookmarkWriter = async (account: Account, offset: number) => {
      const order = [...modules.slice(offset), ...modules.slice(0, offset)];
      for (const moduleId of order) {
        if (killed || failures.length) return;
        const body = await write('POST', '/users/bookmarks', account.token, { module_id: moduleId });
        if (!body) continue;
        expect(body.data.module_id).toBe(moduleId);
        acked.bookmarks.push({ id: body.data.id, moduleId, account });
      }
    };

    // One writer per module set, so a module's saves never race each other (the stored value only rises).
    const progressWriter = async (own: number[]) => {
      for (let pct = 1; pct <= 100; pct++) {
        for (const moduleId of own) {
          if (killed || failures.length) return;
          sentProgress.set(moduleId, pct);
          const tab = pct >= 66 ? 2 : pct >= 33 ? 1 : 0;
          const body = await write(
            'PATCH',
            `/modules/my-modules/${moduleId}/completed_percentage`,
            learner.token,
            { completed_percentage: pct, completed_tab: tab },
          );
          if (!body) continue;
          expect(body.data.completed_percentage).toBe(pct);
          acked.progress.set(moduleId, pct);
          acked.progressSaves++;
        }
      }
    };

    const loadStart = Date.now();
    const writers = [
      ...accounts.flatMap((account, a) =>
        Array.from({ length: COMMENT_WRITERS_PER_ACCOUNT }, (_, w) =>
          commentWriter(account, a * COMMENT_WRITERS_PER_ACCOUNT + w),
        ),
      ),
      ...accounts.map((account, a) => bookmarkWriter(account, a * 7)),
      ...Array.from({ length: PROGRESS_WRITERS }, (_, w) =>
        progressWriter(
          progressModules.slice(w * MODULES_PER_PROGRESS_WRITER, (w + 1) * MODULES_PER_PROGRESS_WRITER),
        ),
      ),
    ];
    await Promise.all(writers);
    const loadMs = Date.now() - loadStart;
    expect(failures).toEqual([]);
    expect(killed, 'the load reached the kill').toBe(true);
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    // The kill came in the middle of the load: requests were on their way.
    expect(atKill.inFlight).toBeGreaterThan(0);
    const walBytes = usingPostgres ? 0 : fileSize(join(dataDir, 'modkit.sqlite-wal'));

    // ——— restart on the same data ———
    const second = await startApiProcess(dataDir, pgSchema);
    const again = await logIn(second.url);
    const tokenOf = (email: string) => again.find((a) => a.email === email)!.token;
    const reader = tokenOf('admin@modkit.test');

    // Comments: every acknowledged one, with its author and its whole text; any of ours is whole.
    const stored = new Map<number, { module_id: number; message: string; user: { id: number } }>();
    for (const moduleId of commentModules) {
      const rows = await allPages<{ id: number; module_id: number; message: string; user: { id: number } }>(
        second.url,
        `/comments?module_id=${moduleId}`,
        reader,
      );
      for (const row of rows) stored.set(row.id, row);
    }
    const missingComments = acked.comments.filter((c) => {
      const row = stored.get(c.id);
      return !row || row.message !== c.message || row.module_id !== c.moduleId || row.user.id !== c.userId;
    });
    expect(missingComments.map((c) => c.id)).toEqual([]);
    const ours = [...stored.values()].filter((row) => row.message.startsWith(RUN_TAG));
    expect(ours.filter((row) => !isWhole(row.message)).map((row) => row.message.slice(0, 60))).toEqual([]);

    // Bookmarks: every acknowledged one, by its id, on its module.
    let bookmarksFound = 0;
    for (const account of accounts) {
      const rows = await allPages<{ id: number; module_id: number }>(
        second.url,
        '/users/bookmarks',
        tokenOf(account.email),
      );
      const byId = new Map(rows.map((r) => [r.id, r.module_id]));
      const mineAcked = acked.bookmarks.filter((b) => b.account === account);
      expect(mineAcked.filter((b) => byId.get(b.id) !== b.moduleId).map((b) => b.id)).toEqual([]);
      bookmarksFound += mineAcked.length;
    }

    // Progress: at least the highest acknowledged percentage, at most the highest sent.
    let progressFound = 0;
    for (const moduleId of progressModules) {
      const { status, body } = await call(
        second.url,
        'GET',
        `/modules/my-modules/${moduleId}`,
        tokenOf('learner@modkit.test'),
      );
      expect(status).toBe(200);
      const storedPct = body.data.completed_percentage as number;
      expect(storedPct).toBeGreaterThanOrEqual(acked.progress.get(moduleId) ?? 0);
      expect(storedPct).toBeLessThanOrEqual(sentProgress.get(moduleId) ?? 0);
      if (acked.progress.has(moduleId)) progressFound++;
    }

    second.child.kill('SIGTERM');
    await second.exited;

    const acknowledged = acked.comments.length + acked.bookmarks.length + acked.progressSaves;
    const figures = {
      engine,
      acknowledged,
      comments: acked.comments.length,
      bookmarks: acked.bookmarks.length,
      progressSaves: acked.progressSaves,
      inFlightAtKill: atKill.inFlight,
      acknowledgedAfterKillSignal: ackedAfterKill,
      cutByKill: lostAtKill,
      found: acked.comments.length - missingComments.length + bookmarksFound,
      progressModulesAtLeastAcknowledged: progressFound,
      unacknowledgedCommentsStoredWhole: ours.length - acked.comments.length,
      walBytesAtKill: walBytes,
      loadMs,
      totalMs: Date.now() - began,
    };
    console.log(`durability ${JSON.stringify(figures)}`);
    expect(ackCount).toBe(acknowledged);
  }, 60_000);
});

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}
