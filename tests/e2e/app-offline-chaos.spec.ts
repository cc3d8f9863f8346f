import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { build } from 'esbuild';
import { type ApiProcess, startListeningProcess } from '../../packages/api/test/support/spawn-api';
import { E2E_PORT } from '../../playwright.config';
import { type Action, expectedPoints, expectedState } from './offline-chaos/expected';

/**
 * The offline chaos run (issue 44): 500 random writes of one learner (comments, ratings, likes, bookmarks, steps,
 * reflection answers) through the app's own queue in Chromium (IndexedDB, sealed per account), while the network
 * comes and goes at random and the server is restarted twice (once gracefully, once killed). Then the server's
 * rows are compared with the device's log: nothing lost, nothing twice, and each kind's rule holds.
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const ACTIONS = 500;
const PORT = E2E_PORT + 5;
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** The harness's `window.chaos` (offline-chaos/harness.ts). */
interface Chaos {
  open(token: string, account: string): void;
  act(write: Action): Promise<string>;
  flush(): Promise<void>;
  waiting(): number;
}

/** A small seeded generator: the same seed replays the same run (printed when it fails). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The app's queue, bundled from its sources for the page (offline-chaos/harness.ts). */
async function harness(): Promise<string> {
  const result = await build({
    entryPoints: [join(here, 'offline-chaos/harness.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    conditions: ['source', 'browser', 'module', 'import'],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

function startServer(dataDir: string, first = false): Promise<ApiProcess> {
  return startListeningProcess(join(here, 'offline-chaos/chaos-server.ts'), join(here, '../..'), {
    CHAOS_DATA_DIR: dataDir,
    CHAOS_PORT: String(PORT),
    ...(first ? { CHAOS_FIRST: '1' } : {}),
  });
}

/** One random write of the learner on one of the modules (the bookmark follows the device's own state). */
function nextAction(n: number, next: () => number, modules: number[], bookmarked: Set<number>): Action {
  const moduleId = modules[Math.floor(next() * modules.length)]!;
  const pick = next();
  if (pick < 0.25) return { kind: 'comment', moduleId, payload: { message: `chaos comment ${n}` } };
  if (pick < 0.4) {
    const score = ([-10, 1, 10] as const)[Math.floor(next() * 3)]!;
    return { kind: 'rating', moduleId, payload: { score } };
  }
  if (pick < 0.55) return { kind: 'like', moduleId, payload: { liked: next() < 0.5 } };
  if (pick < 0.7) {
    const kind = bookmarked.has(moduleId) ? 'unbookmark' : 'bookmark';
    if (kind === 'bookmark') bookmarked.add(moduleId);
    else bookmarked.delete(moduleId);
    return { kind, moduleId, payload: {} };
  }
  if (pick < 0.85) {
    const step = Math.floor(next() * 3);
    return {
      kind: 'progress',
      moduleId,
      payload: { completed_percentage: [33, 66, 100][step]!, completed_tab: step + 1 },
    };
  }
  return { kind: 'reflection', moduleId, payload: { answer: `chaos answer ${n}` } };
}

// biome-ignore lint/suspicious/noExplicitAny: the api's answers, read field by field below
type ApiAnswer = { data: any };

/** What the server holds for the learner on one module. */
async function serverState(request: APIRequestContext, token: string, userId: number, moduleId: number) {
  const headers = { Authorization: `Bearer ${token}` };
  const get = async (path: string) =>
    ((await (await request.get(`${ORIGIN}/api${path}`, { headers })).json()) as ApiAnswer).data;
  const [comments, module, mine, bookmarks] = await Promise.all([
    get(`/comments?module_id=${moduleId}&limit=100`),
    get(`/modules/auth/${moduleId}`),
    get(`/modules/my-modules/${moduleId}`),
    get('/users/bookmarks?limit=100'),
  ]);
  const texts: string[] = [];
  for (const comment of comments.results) if (comment.user?.id === userId) texts.push(comment.message);
  return {
    comments: texts.sort(),
    mark: (module.hasUserLikedModule?.score as number | undefined) ?? null,
    progress: mine.completed_percentage as number,
    answer: (mine.reflection_question_answer as string | null) ?? null,
    history: (mine.reflection_history as Array<{ answer: string }>).map((h) => h.answer),
    bookmarked: bookmarks.results.filter((b: { module_id: number }) => b.module_id === moduleId).length,
  };
}

/** Sends what waits until nothing does (each try after the network and the server are back). */
async function drain(page: Page) {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => (window as unknown as { chaos: Chaos }).chaos.flush());
        return page.evaluate(() => (window as unknown as { chaos: Chaos }).chaos.waiting());
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe(0);
}

test('500 writes while the network toggles and the server restarts twice: none lost, none twice', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const seed = Number(process.env.CHAOS_SEED ?? Date.now() % 1_000_000);
  const next = random(seed);
  const dataDir = mkdtempSync(join(tmpdir(), 'modkit-chaos-'));
  let server = await startServer(dataDir, true);
  try {
    const [, id, token] = /LEARNER (\d+) (\S+)/.exec(server.output())!;
    const userId = Number(id);
    const headers = { Authorization: `Bearer ${token}` };
    const search = await request.get(`${ORIGIN}/api/modules/search?limit=3`, { headers });
    const modules = ((await search.json()) as { data: { results: Array<{ id: number }> } }).data.results.map(
      (m) => m.id,
    );
    expect(
      (await request.post(`${ORIGIN}/api/modules/assign`, { headers, data: { modules } })).status(),
    ).toBe(200);

    await page.goto(`${ORIGIN}/chaos.html`);
    await page.addScriptTag({ content: await harness() });
    await page.evaluate(
      ([t, account]) => (window as unknown as { chaos: Chaos }).chaos.open(t!, account!),
      [token!, `chaos#${userId}`],
    );

    const started = Date.now();
    const log: Action[] = [];
    const bookmarked = new Set<number>();
    let offline = false;
    let restarting: Promise<void> = Promise.resolve();
    const restart = async (signal: 'SIGTERM' | 'SIGKILL') => {
      server.child.kill(signal);
      await server.exited;
      server = await startServer(dataDir);
    };
    // The writes go in runs of 1 to 25 made in the page; between two runs the network may toggle; the server
    // stops (gracefully, then killed) around the 150th and the 350th write and comes back while writes go on.
    for (let n = 1; n <= ACTIONS; ) {
      const run: Action[] = [];
      const size = 1 + Math.floor(next() * 25);
      for (let i = 0; i < size && n <= ACTIONS; i++, n++) run.push(nextAction(n, next, modules, bookmarked));
      if (next() < 0.5) {
        offline = !offline;
        await context.setOffline(offline);
      }
      if (log.length < 150 && log.length + run.length >= 150) restarting = restart('SIGTERM');
      if (log.length < 350 && log.length + run.length >= 350) {
        const previous = restarting;
        restarting = previous.then(() => restart('SIGKILL'));
      }
      log.push(...run);
      await page.evaluate(async (writes) => {
        for (const write of writes) await (window as unknown as { chaos: Chaos }).chaos.act(write);
      }, run);
    }
    await restarting;
    await context.setOffline(false);
    await drain(page);
    console.log(
      `offline chaos: ${ACTIONS} writes in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${seed})`,
    );

    const expected = expectedState(log);
    for (const [moduleId, want] of expected) {
      const got = await serverState(request, token!, userId, moduleId);
      expect(got, `module ${moduleId} (seed ${seed})`).toEqual({
        ...want,
        comments: [...want.comments].sort(),
        bookmarked: want.bookmarked ? 1 : 0,
      });
    }
    const points = await request.get(`${ORIGIN}/api/users/total-points`, { headers });
    expect(((await points.json()) as { data: { points: number } }).data.points).toBe(
      expectedPoints(expected),
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
