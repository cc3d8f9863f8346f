import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/e2e/chromium-args';

/**
 * Browser tests in Debian's Chromium (never a downloaded browser). `tests/e2e/serve.ts` starts the
 * whole product on a fresh database (E2E_PORT, 4310), a partner site on another origin (+1) and an LMS (+2).
 */
/** The ports start at E2E_PORT (default 4310): the product, then the partner site, then the LMS. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
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
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    command: 'node --conditions=source --import tsx tests/e2e/serve.ts',
    url: `${E2E_API_ORIGIN}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
