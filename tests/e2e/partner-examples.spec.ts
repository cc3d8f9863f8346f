import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN, E2E_PORT } from '../../playwright.config';
import { API, tokenFor } from './helpers';

/**
 * The partner examples (examples/, built from the packed packages by `npm run examples`), each served as a
 * partner serves it: Next.js (`next start`), the single-page apps behind their Node server, the HTML page
 * behind PHP's. An administrator registers the partner with their origins and hands its key to their servers;
 * each page gets its learner a widget token from its own server, renders two widgets, and they show that
 * learner's points and modkit's trending modules, read here inside the widgets' shadow roots.
 */
const examples = join(process.cwd(), 'examples');

interface Example {
  title: string;
  dir: string;
  /** The page, and where its server answers the page's learner's token. */
  path: string;
  tokenPath: string;
  /** Port offset from this worker's product (0 to 2: the product, the partner site, the LMS; 7: production-start). */
  offset: number;
  /** What the example's build leaves (missing: `npm run examples` has not run). */
  built: string;
}

const EXAMPLES: Example[] = [
  {
    title: 'Next.js, server page',
    dir: 'next',
    path: '/server',
    tokenPath: '/modkit-token',
    offset: 3,
    built: '.next',
  },
  {
    title: 'Next.js, client page',
    dir: 'next',
    path: '/client',
    tokenPath: '/modkit-token',
    offset: 3,
    built: '.next',
  },
  {
    title: 'Vite + React',
    dir: 'vite-react',
    path: '/',
    tokenPath: '/modkit-token',
    offset: 4,
    built: 'dist',
  },
  { title: 'Vue', dir: 'vue', path: '/', tokenPath: '/modkit-token', offset: 5, built: 'dist' },
  { title: 'Svelte', dir: 'svelte', path: '/', tokenPath: '/modkit-token', offset: 6, built: 'dist' },
  { title: 'Angular', dir: 'angular', path: '/', tokenPath: '/modkit-token', offset: 8, built: 'dist' },
  { title: 'HTML + PHP', dir: 'html', path: '/', tokenPath: '/modkit-token.php', offset: 9, built: 'public' },
];
const originOf = (example: Example) => `http://127.0.0.1:${E2E_PORT + example.offset}`;

const servers: ChildProcess[] = [];

/** Starts an example's own server (`npm start` in its folder) and waits until it answers. */
async function startServer(example: Example, partnerKey: string) {
  const child = spawn('npm', ['start', '--silent'], {
    cwd: join(examples, example.dir),
    env: {
      ...process.env,
      PORT: String(E2E_PORT + example.offset),
      HOSTNAME: '127.0.0.1',
      MODKIT_URL: E2E_API_ORIGIN,
      MODKIT_PARTNER_KEY: partnerKey,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    detached: true, // its own process group: npm, and the server npm starts, stop together
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  servers.push(child);
  // What the server writes on stderr (PHP's built-in server logs every request there) is shown only when it
  // stops on its own: a failure's reason, not the requests of a run that passes.
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM' && code !== 0) console.error(`examples/${example.dir}: exit ${code}\n${stderr}`);
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const answered = await fetch(originOf(example)).then(
      () => true,
      () => false,
    );
    if (answered) return;
    if (child.exitCode !== null)
      throw new Error(`examples/${example.dir}: its server stopped (${child.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`examples/${example.dir}: its server did not answer in 60 s`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  for (const example of EXAMPLES) {
    if (!existsSync(join(examples, example.dir, example.built))) {
      throw new Error(`examples/${example.dir} is not built: run \`npm run examples\` first`);
    }
  }
  // The admin console's call: a partner with the examples' origins, and its key (shown once).
  const admin = await tokenFor(request, 'admin@modkit.test');
  const created = await request.post(`${API}/admin/partners`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      name: `Framework examples ${E2E_PORT}`,
      origins: [...new Set(EXAMPLES.map(originOf))],
      package_name: 'PREMIUM',
    },
  });
  expect(created.status()).toBe(201);
  const { key } = ((await created.json()) as { data: { key: string } }).data;
  const dirs = [...new Map(EXAMPLES.map((example) => [example.dir, example])).values()];
  await Promise.all(dirs.map((example) => startServer(example, key)));
});

test.afterAll(() => {
  for (const child of servers) if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
});

/** What modkit answers for the page's learner: the token from the example's own server, as its page gets it. */
async function learnersData(page: Page, example: Example) {
  const origin = originOf(example);
  const minted = await page.request.post(`${origin}${example.tokenPath}`);
  expect(minted.ok()).toBe(true);
  const { token } = (await minted.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}`, Origin: origin };
  const points = await page.request.get(`${API}/users/total-points`, { headers });
  const trending = await page.request.get(`${API}/trending-modules?page=1&limit=12`, { headers });
  expect(points.ok() && trending.ok()).toBe(true);
  const total = ((await points.json()) as { data: { points?: number } }).data.points ?? 0;
  const { results } = ((await trending.json()) as { data: { results: Array<{ name: string }> } }).data;
  return { points: String(total), trending: results.map((module) => module.name) };
}

/** The text of what a widget shows, read inside its shadow root. */
const shadowTexts = (page: Page, tag: string, selector: string) =>
  page
    .locator(tag)
    .evaluate(
      (element, inner) =>
        [...(element.shadowRoot?.querySelectorAll(inner) ?? [])].map((e) => e.textContent ?? ''),
      selector,
    );

for (const example of EXAMPLES) {
  test(`${example.title}: the learner's points and trending modules, signed in with a server-minted token`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The HTML page sends a strict Content-Security-Policy (the one docs/partners.md gives): nothing is refused.
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
    });
    const expected = await learnersData(page, example);
    expect(expected.trending.length).toBeGreaterThan(0);
    const response = await page.goto(`${originOf(example)}${example.path}`);
    expect(response?.status()).toBe(200);
    if (example.dir === 'html')
      expect(response?.headers()['content-security-policy']).toContain('script-src');
    if (example.path === '/server') {
      // The server component rendered the widgets' elements into the page's HTML (their content comes on the client).
      const html = (await response?.text()) ?? '';
      expect(html).toContain('<modkit-points-badge');
      expect(html).toContain('<modkit-library-carousel');
    }
    const cards = () => shadowTexts(page, 'modkit-library-carousel', '.mk-card__title');
    await expect.poll(async () => (await cards()).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const titles = await cards();
    expect(titles).toEqual(expected.trending.slice(0, titles.length));
    await expect
      .poll(() => shadowTexts(page, 'modkit-points-badge', '.mk-points__value'))
      .toEqual([expected.points]);
    // The page never holds the partner key.
    expect(await page.content()).not.toContain('mkp_');
    if (example.dir !== 'html' && example.path !== '/server') {
      await expect(page.getByLabel('Widgets ready')).toHaveText('2'); // both widgets' modkit:ready reached the app
    }
    expect(errors).toEqual([]);
  });
}
