import { workspaceProject } from '../../vitest.project.ts';

export default workspaceProject({
  name: 'api',
  include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  testTimeout: 20_000,
  hookTimeout: 30_000,
  // A worker runs its test files one after another in one module graph instead of a fresh process each: every
  // file starts its own server on its own database (test/support/harness.ts), so nothing else is shared, and
  // the app's modules load once a worker instead of once a file (the suite's import time was 200 of its 280 s).
  // The LTI tool's suite stays isolated: ltijs is a process-wide singleton.
  isolate: false,
});
