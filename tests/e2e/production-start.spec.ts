import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';

/**
 * `NODE_ENV=production npm start` after `npm run build` (this suite runs after the build): the compiled
 * server starts without tsx and without building, development-only parts are absent, a bad or missing
 * setting stops the start with one line per problem and exit code 1, and SIGTERM ends it with 0.
 */

const START = join(process.cwd(), 'scripts', 'start.mjs');
const PORT = E2E_PORT + 7;
const ORIGIN = `http://localhost:${PORT}`;

function start(env: NodeJS.ProcessEnv): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const clean = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'DATA_DIR',
    'PUBLIC_URL',
    'PORT',
    'SEED_DEMO',
    'PAYMENT_GATEWAY',
    'APP_DIST_DIR',
    'RECAPTCHA_SECRET',
    'RECAPTCHA_SITE_KEY',
    'BACKUP_KEY',
  ])
    delete clean[name];
  const child = spawn(process.execPath, [START], {
    env: { ...clean, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    out += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

test('a bad or missing setting stops the production start with one line each and exit code 1', async () => {
  const run = start({ NODE_ENV: 'production', PORT: 'eighty', METRICS_TOKEN: 'short' });
  expect(await run.exited).toBe(1);
  expect(run.output().trim().split('\n')).toEqual([
    'modkit could not start: PORT: must be a port number from 1 to 65535',
    'modkit could not start: METRICS_TOKEN: must be at least 16 characters',
    'modkit could not start: PUBLIC_URL: required in production (the https address users reach modkit at)',
    'modkit could not start: SMTP_URL: required in production (verification, password-reset and invitation mail)',
    'modkit could not start: RECAPTCHA_SECRET: required in production (signup and enquiry forms are checked with reCAPTCHA)',
    'modkit could not start: RECAPTCHA_SITE_KEY: required in production (the forms show the reCAPTCHA checkbox with it)',
    'modkit could not start: LTI_LOGIN_KEY: required in production (it signs the LMS sign-in state; the same on every server)',
    'modkit could not start: BACKUP_KEY: required in production (it encrypts the backups: node deploy/generate-secrets.mjs makes one)',
  ]);
});

test('a bad heap cap stops the production start with one line', async () => {
  const run = start({ NODE_ENV: 'production', HEAP_LIMIT_MB: '160MB' });
  expect(await run.exited).toBe(1);
  expect(run.output().trim().split('\n')).toEqual([
    'modkit could not start: HEAP_LIMIT_MB: must be a whole number of MB from 64, or off (got "160MB")',
  ]);
});

test('the compiled server runs in production: no tsx, no build, no demo, no development doubles', async ({
  request,
}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'modkit-production-'));
  const run = start({
    NODE_ENV: 'production',
    PORT: String(PORT),
    PUBLIC_URL: ORIGIN,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'ops@example.org',
    METRICS_TOKEN: 'production-metrics-token',
    // Mail is delivered over SMTP in production (nothing is sent in this test).
    SMTP_URL: 'smtp://modkit:secret@127.0.0.1:2525',
    // Forms are checked with reCAPTCHA in production (no form is sent in this test: nothing calls Google).
    RECAPTCHA_SECRET: 'production-recaptcha-secret',
    RECAPTCHA_SITE_KEY: 'production-recaptcha-site-key',
    // LMS launches' sign-in state is signed with it (nothing launches in this test).
    LTI_LOGIN_KEY: 'production-lti-login-key-32-chars-long',
    // `npm run backup` encrypts with it (no backup is made in this test).
    BACKUP_KEY: 'cHJvZHVjdGlvbi1iYWNrdXAta2V5LW9mLTMyLWJ5dGU',
  });
  try {
    await expect.poll(() => run.output(), { timeout: 20_000 }).toContain(`modkit is running at ${ORIGIN}`);
    // The process is plain node on the compiled file.
    const cmdline = readFileSync(`/proc/${run.child.pid}/cmdline`, 'utf8').split('\0').join(' ');
    expect(cmdline).not.toContain('tsx');
    expect(run.output()).not.toContain('Building');
    expect(run.output()).toContain('First administrator: open this one-time link');
    expect(run.output()).not.toContain('learner@modkit.test');

    expect((await request.get(`${ORIGIN}/api/ready`)).status()).toBe(200);
    const home = await (await request.get(`${ORIGIN}/`)).text();
    expect(home).toContain('<div id="root"');
    // The page start, built into the compiled server (no esbuild in production), starts the login's first read.
    expect(home).toMatch(
      /<script nonce="[^"]+">\(\(\)=>\{[\s\S]*window\.__modkitFirstReads=[\s\S]*"\/auth\/providers"/,
    );
    expect((await request.get(`${ORIGIN}/api/dev/mailbox`)).status()).toBe(404);
    expect((await request.post(`${ORIGIN}/api/payments/test-gateway/x/succeed`)).status()).toBe(404);
    const demo = await request.post(`${ORIGIN}/api/auth/login`, {
      data: { email: 'learner@modkit.test', password: 'Demo-pass-1', recaptchaResponse: 'x' },
    });
    expect(demo.status()).toBeGreaterThanOrEqual(400);
    const metrics = await request.get(`${ORIGIN}/metrics`, {
      headers: { Authorization: 'Bearer production-metrics-token' },
    });
    const figures = await metrics.text();
    expect(figures).toContain('modkit_http_request_duration_seconds');
    // The heap caps are on by default (issue 25): V8's limit is the 160 MB old space and the 4 MB
    // semi-spaces (Node's own default on this machine is over 2 GB).
    const limit = Number(/^nodejs_heap_size_limit_bytes (\d+)/m.exec(figures)?.[1]);
    expect(limit / 2 ** 20).toBeGreaterThanOrEqual(160);
    expect(limit / 2 ** 20).toBeLessThanOrEqual(176);

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  } finally {
    run.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
