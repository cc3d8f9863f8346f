import { join } from 'node:path';
import { startTestPlatform, type TestPlatform } from '../../packages/lti-tool/test/platform/test-platform';
import { startChildServer } from '../lib/child-server';
import { processCpuSeconds } from '../lib/cpu';
import { printTable } from '../lib/table';

const here = new URL('.', import.meta.url).pathname;

interface Timed {
  ms: number;
  ok: boolean;
}

/**
 * One launch as a browser makes it: login → (platform signs) → launch → widget page; server time only. Plain
 * ltijs's widget page is a third request (its ltik redirect); ours is the launch's answer, with the session.
 */
async function oneLaunch(tool: string, platform: TestPlatform, mode: string, user: string): Promise<Timed> {
  let ms = 0;
  const timed = async (input: string, init: RequestInit = {}) => {
    const t = performance.now();
    const res = await fetch(input, { redirect: 'manual', ...init });
    const body = await res.text();
    ms += performance.now() - t;
    return { res, body };
  };
  const query = new URLSearchParams({
    iss: platform.url,
    login_hint: user,
    target_link_uri: `${tool}/lti/launch`,
    client_id: platform.clientId,
  });
  const login = await timed(`${tool}/lti/login?${query}`);
  const location = new URL(login.res.headers.get('location') ?? '');
  const cookie = login.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const nonce = location.searchParams.get('nonce') ?? '';
  const state = location.searchParams.get('state') ?? '';
  const idToken = await platform.sign(platform.claims({ nonce, sub: user }));
  const launch = await timed(`${tool}/lti/launch`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
    body: new URLSearchParams({ id_token: idToken, state }),
  });
  if (mode === 'plain') {
    const next = launch.res.headers.get('location');
    if (!next) return { ms, ok: false };
    const session = launch.res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const page = await timed(new URL(next, tool).href, {
      headers: { Cookie: [cookie, session].filter(Boolean).join('; ') },
    });
    return { ms, ok: page.res.status === 200 };
  }
  // The widget page is the launch's answer: it carries the api token (no code, no exchange).
  return {
    ms,
    ok: launch.res.status === 200 && /"session":\{"token":"[\w-]+\.[\w-]+\.[\w-]+"/.test(launch.body),
  };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * LTI launches per second and their server time (login → launch → widget page with its session),
 * our tool beside plain ltijs on the same database store; 40 distinct users, so most launches are of
 * returning users as in a class.
 */
export async function benchLaunches(sequential = 200, seconds = 8, concurrency = 8): Promise<void> {
  const rows: Array<Array<string | number>> = [];
  for (const mode of ['plain', 'modkit'] as const) {
    const platform = await startTestPlatform('http://tool.invalid');
    const tool = await startChildServer(join(here, 'serve-lti.ts'), {
      MODE: mode,
      PLATFORM_URL: platform.url,
      PLATFORM_CLIENT: platform.clientId,
      PLATFORM_DEPLOYMENT: platform.deploymentId,
    });
    try {
      const url = String(tool.ready.url);
      for (let i = 0; i < 20; i++) await oneLaunch(url, platform, mode, `warm-${i % 40}`);
      const times: number[] = [];
      let failed = 0;
      for (let i = 0; i < sequential; i++) {
        const r = await oneLaunch(url, platform, mode, `user-${i % 40}`);
        times.push(r.ms);
        if (!r.ok) failed++;
      }
      times.sort((a, b) => a - b);
      let done = 0;
      const cpuBefore = processCpuSeconds(tool.pid);
      const until = performance.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: concurrency }, async (_, worker) => {
          let i = 0;
          while (performance.now() < until) {
            const r = await oneLaunch(url, platform, mode, `user-${(worker * 7 + i++) % 40}`);
            if (r.ok) done++;
            else failed++;
          }
        }),
      );
      const cpu = (processCpuSeconds(tool.pid) ?? Number.NaN) - (cpuBefore ?? Number.NaN);
      rows.push([
        mode === 'plain'
          ? 'plain ltijs (cookie state, ltik redirect)'
          : 'modkit tool (all checks, provisioning, session)',
        Math.round(pct(times, 0.5) * 10) / 10,
        Math.round(pct(times, 0.99) * 10) / 10,
        Math.round(done / seconds),
        Number.isNaN(cpu) || done === 0 ? '-' : ((cpu * 1000) / done).toFixed(2),
        failed,
      ]);
    } finally {
      await tool.stop();
      await platform.close();
    }
  }
  printTable(
    `LTI launches: login → launch → widget page (${sequential} sequential, then ${concurrency} concurrent for ${seconds} s; server time, ms)`,
    ['tool', 'median', 'p99', 'launches/s', 'server CPU ms/launch', 'failed'],
    rows,
  );
}
