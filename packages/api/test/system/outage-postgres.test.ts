import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE, SERVICE_UNAVAILABLE } from '../../src/http/unavailable';
import { type OwnPostgres, startOwnPostgres } from '../fixtures/own-postgres';
import { commentLoad, signInDemo } from '../fixtures/write-load';
import { usingPostgres } from '../support/harness';
import { killApiProcesses, startApiProcess } from '../support/spawn-api';

/**
 * PostgreSQL restarted under load (issue 27), on a throwaway cluster of the test's own (never the shared
 * one): 50 clients write through the api (its own process) while the database stops and starts again.
 * During the gap every request answers within 5 s, a 503 in the error shape with Retry-After (never a 500
 * or a hang); `/api/ready` names the database; the server reconnects by itself; every acknowledged write,
 * before and after the gap, is in the database.
 */
const CLIENTS = 50;
const dataDir = mkdtempSync(join(tmpdir(), 'modkit-pg-outage-'));
let own: OwnPostgres | undefined;

afterAll(async () => {
  killApiProcesses();
  await own?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The comment ids the database holds, read directly. */
async function storedCommentIds(url: string): Promise<Set<number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return new Set((await client.query<{ id: number }>('select id from comments')).rows.map((r) => r.id));
  } finally {
    await client.end();
  }
}

describe.runIf(usingPostgres)('PostgreSQL restarted under 50 connections', () => {
  it('answers 503 with Retry-After during the gap, reconnects by itself, and loses no acknowledged write', async () => {
    own = await startOwnPostgres();
    const server = await startApiProcess(dataDir, undefined, { DURABILITY_DATABASE_URL: own.url });
    const accounts = await signInDemo(server.url);
    const learner = accounts.find((a) => a.email === 'learner@modkit.test')!;
    const search = await fetch(`${server.url}/modules/search?limit=1`, {
      headers: { Authorization: `Bearer ${learner.token}` },
    });
    const moduleId = ((await search.json()) as { data: { results: Array<{ id: number }> } }).data.results[0]!
      .id;

    let stopLoad!: () => void;
    const stopped = new Promise<void>((resolve) => {
      stopLoad = resolve;
    });
    const load = commentLoad({
      url: server.url,
      accounts,
      moduleId,
      clients: CLIENTS,
      durationMs: 60_000,
      timeoutMs: 5_000,
      stop: stopped,
    });
    await pause(2_000);
    const gapStart = Date.now();
    await own.stop();
    await pause(300);
    if (server.child.exitCode !== null)
      throw new Error(`the api process ended: ${server.output().slice(-3000)}`);
    // During the gap: readiness names the database, and a request is refused at once in the error shape.
    const ready = await fetch(`${server.url}/ready`, { signal: AbortSignal.timeout(5_000) });
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', failing: ['database'] });
    const refused = await fetch(`${server.url}/users/profile`, {
      headers: { Authorization: `Bearer ${learner.token}` },
      signal: AbortSignal.timeout(5_000),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect([DATABASE_UNAVAILABLE, SERVICE_UNAVAILABLE]).toContain(
      ((await refused.json()) as { message: string }).message,
    );
    await pause(1_500);
    await own.start();
    const gapMs = Date.now() - gapStart;
    // Reconnected by itself: writes are acknowledged again (a few seconds of them).
    const restarted = Date.now();
    await pause(3_000);
    stopLoad();
    const figures = await load;
    const after = figures.acknowledged.filter((a) => a.at > restarted).length;

    console.log(
      `outage postgres ${JSON.stringify({
        clients: CLIENTS,
        sent: figures.sent,
        acknowledged: figures.acknowledged.length,
        acknowledgedBeforeGap: figures.acknowledged.filter((a) => a.at < gapStart).length,
        acknowledgedAfterRestart: after,
        refused503: figures.refused,
        failed: figures.failed.length,

        slowestMs: figures.slowestMs,
        gapMs,
      })}`,
    );
    expect(figures.failed).toEqual([]);
    expect(figures.refused).toBeGreaterThan(0);
    expect(after).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/ready`)).status).toBe(200);
    const stored = await storedCommentIds(own.url);
    const missing = figures.acknowledged.filter((a) => !stored.has(a.id));
    expect(missing).toEqual([]);
    server.child.kill('SIGTERM');
    await server.exited;
  }, 120_000);
});
