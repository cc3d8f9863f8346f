import { availableParallelism } from 'node:os';
import type { LoadResult } from '../lib/load';
import { printTable } from '../lib/table';

/** One measured row of the scale bench. */
export interface ScaleRow extends LoadResult {
  label: string;
  /** Which servers answered: `A`, `A + B`. */
  serving: string;
  /** Each upstream's share of the balancer's requests (`-` when direct). */
  served: string;
  /** Cores each process kept busy during the row (see cpuSnapshot). */
  busy: Record<string, number | undefined>;
}

/** The processes of a row: the load generator (this process), the balancer, the servers, PostgreSQL. */
const BENCH_PROCESSES = ['self', 'balancer', 'a', 'b', 'postgres'];

const busyOfBench = (busy: ScaleRow['busy']) => BENCH_PROCESSES.reduce((n, name) => n + (busy[name] ?? 0), 0);
const cores = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(2));
/** CPU milliseconds a request from `busy` cores at the row's rate. */
const perRequest = (r: ScaleRow, busy: number) =>
  r.requestsPerSecond > 0 ? ((busy / r.requestsPerSecond) * 1000).toFixed(2) : '-';

/** Prints the rows, the cores each process used, the ratio of (3) to (2) and what the machine allowed. */
export function printScaleReport(
  rows: [ScaleRow, ScaleRow, ScaleRow],
  run: {
    title: string;
    loadBefore: number;
    loadAfter: number;
    /** PostgreSQL scans started in the run's schema, and the requests sent (warm-ups included). */
    scans: number;
    requests: number;
  },
): void {
  printTable(
    run.title,
    ['row', 'serving', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'served by each'],
    rows.map((r) => [r.label, r.serving, r.requestsPerSecond, r.p50, r.p99, r.errors + r.non2xx, r.served]),
  );
  const seen = availableParallelism();
  printTable(
    `cores kept busy during each row (CPU seconds a second, from /proc; PostgreSQL: all its processes; machine: everything on the ${seen} cores)`,
    [
      'row',
      'load generator',
      'balancer',
      'server A',
      'server B',
      'PostgreSQL',
      'this bench',
      'machine',
      'server CPU ms/req',
      'PostgreSQL CPU ms/req',
    ],
    rows.map((r) => [
      r.label,
      ...BENCH_PROCESSES.map((name) => cores(r.busy[name])),
      cores(busyOfBench(r.busy)),
      cores(r.busy.machine),
      perRequest(r, (r.busy.a ?? 0) + (r.busy.b ?? 0)),
      perRequest(r, r.busy.postgres ?? 0),
    ]),
  );
  const [, one, two] = rows;
  console.log(
    `ratio (3) / (2): req/s × ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}, p99 × ${(two.p99 / one.p99).toFixed(2)}`,
  );
  console.log(
    seen <= 4
      ? `cores seen: ${seen} (os.availableParallelism()). The load generator, the balancer, PostgreSQL and both servers share them, so (3) has no more CPU than (2): a ratio near or below 1 is the honest result on this machine, not a measure of what a second server adds on its own cores.`
      : `cores seen: ${seen} (os.availableParallelism()); the load generator, the balancer and PostgreSQL run on this machine too.`,
  );
  console.log(
    `load average (1 min) ${run.loadBefore.toFixed(1)} before the rows, ${run.loadAfter.toFixed(1)} after`,
  );
  const others = Math.max(...rows.map((r) => (r.busy.machine ?? 0) - busyOfBench(r.busy)));
  if (others > 0.3)
    console.log(
      `other processes kept up to ${others.toFixed(2)} cores busy during a row: these figures are lower and noisier than on an otherwise idle machine`,
    );
  console.log(
    `PostgreSQL scans started per request (index and sequential, in the run's schema): ${(run.scans / run.requests).toFixed(1)} over ${run.requests} requests, with the api's answer caches as deployed`,
  );
}
