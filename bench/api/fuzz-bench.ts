import { openApiDocument } from '../../packages/api/src/routes/openapi-document';
import { startAuthzWorld, unexpectedErrors } from '../../packages/api/test/security/authz/authz-world';
import { fuzzOperations } from '../../packages/api/test/security/contract-fuzz';
import { walkOperations } from '../../packages/api/test/support/openapi-walk';
import { printTable } from '../lib/table';

/**
 * The contract fuzzer at length (the test runs 12 cases per operation): `runs` cases per documented operation
 * against one api on the demo data (SQLite, or PostgreSQL with TEST_ENGINE=postgres and TEST_DATABASE_URL).
 * FUZZ_RUNS and FUZZ_SEED choose the length and the cases. Prints the figures and any finding.
 */
export async function benchFuzz(
  runs = Number(process.env.FUZZ_RUNS) > 0 ? Number(process.env.FUZZ_RUNS) : 100,
  seed = Number(process.env.FUZZ_SEED) || 20_260_513,
): Promise<void> {
  const world = await startAuthzWorld();
  const started = performance.now();
  try {
    const report = await fuzzOperations(world, walkOperations(openApiDocument('http://localhost/api')), {
      runs,
      seed,
    });
    const seconds = (performance.now() - started) / 1000;
    const count = (from: number, to: number) =>
      Object.entries(report.statuses)
        .filter(([s]) => Number(s) >= from && Number(s) < to)
        .reduce((n, [, c]) => n + c, 0);
    printTable(
      `contract fuzzer — seed ${seed}, ${runs} cases per operation, ${process.env.TEST_ENGINE === 'postgres' ? 'PostgreSQL' : 'SQLite'}`,
      ['operations', 'requests', 'req/s', '2xx', '4xx', '5xx', 'findings'],
      [
        [
          report.operations,
          report.requests,
          Math.round(report.requests / seconds),
          count(200, 300),
          count(400, 500),
          count(500, 600),
          report.findings.length,
        ],
      ],
    );
    for (const finding of report.findings.slice(0, 20)) console.log(JSON.stringify(finding));
    for (const error of unexpectedErrors(world).slice(0, 5)) console.log(error);
  } finally {
    await world.server.close();
  }
}
