// Runs the api and LTI tool suites a second time on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'api and LTI tool on PostgreSQL: skipped (TEST_DATABASE_URL is not set; CI sets it via scripts/ci-postgres.sh)',
  );
  process.exit(0);
}
// Two workers, as the SQLite run: each suite migrates a schema of its own (api/test/support/harness.ts), and
// the tests that stop PostgreSQL stop a cluster of their own (api/test/fixtures/own-postgres.ts), never the
// shared one.
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', '--project', 'lti-tool'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_ENGINE: 'postgres' },
});
process.exit(result.status ?? 1);
