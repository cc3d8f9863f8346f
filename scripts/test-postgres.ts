// Runs the api and LTI tool suites a second time on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'api and LTI tool on PostgreSQL: skipped (TEST_DATABASE_URL is not set; CI sets it via scripts/ci-postgres.sh)',
  );
  process.exit(0);
}
// One worker: the suites' schemas are created and migrated one at a time (a concurrent first migration
// once failed on a shared cluster).
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'api', '--project', 'lti-tool', '--maxWorkers=1'],
  {
    stdio: 'inherit',
    env: { ...process.env, TEST_ENGINE: 'postgres' },
  },
);
process.exit(result.status ?? 1);
