import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/e2e/chromium-args';

/**
 * Browser tests in Debian's Chromium (never a downloaded browser). `tests/e2e/serve.ts` starts the
 * whole product on a fresh database, a partner site on another origin (+1) and an LMS (+2). Each worker has
 * such a product of its own (its own database, partner site and LMS), so two workers never see each other's
 * accounts, comments or settings: worker n's ports start at E2E_PORT + 10 × n (E2E_PORT: 4310 by default).
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 4310);
/** Workers, and so products: E2E_WORKERS, 2 by default (one a core here; 1 runs every file in turn). */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const portOf = (worker: number) => BASE_PORT + 10 * worker;

/** This worker's ports: the product, then the partner site, then the LMS (TEST_PARALLEL_INDEX: Playwright's). */
export const E2E_PORT = portOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const E2E_API_ORIGIN = `http://localhost:${E2E_PORT}`;
export const E2E_PARTNER_ORIGIN = `http://127.0.0.1:${E2E_PORT + 1}`;
export const E2E_PLATFORM_ORIGIN = `http://127.0.0.1:${E2E_PORT + 2}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Screenshot baselines (the route sweep) in one folder per spec file, named by the test's own name
    // only: no browser or platform suffix, the tests run in Debian's Chromium only.
    toHaveScreenshot: { pathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}' },
  },
  // Text snapshots (what a screen reader says: tests/e2e/screen-reader.spec.ts) in one folder per spec file.
  snapshotPathTemplate: '{testDir}/__snapshots__/{testFilePath}/{arg}{ext}',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
  },
  webServer: Array.from({ length: WORKERS }, (_, worker) => ({
    command: 'node --conditions=source --import tsx tests/e2e/serve.ts',
    url: `http://localhost:${portOf(worker)}/api/health`,
    env: { E2E_PORT: String(portOf(worker)) },
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
