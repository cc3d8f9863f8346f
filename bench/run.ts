/**
 * `npm run bench`: benchmarks that print figures (never assertions). Sections:
 *   api      the library reads and keyword searches at 10 k / 100 k / 1 M modules on SQLite and 10 k / 100 k on
 *            PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; 10 k, 2 s a row with --quick) beside a plain Node
 *            server and a plain Express 5 app (each row as a share of Express), with the server's CPU per request
 *   search   the keyword searches alone (typo-tolerant ones included) at 100 k and 1 M modules on SQLite and 100 k
 *            on PostgreSQL (10 k with --quick); BENCH_SQLITE_SIZES / BENCH_POSTGRES_SIZES (comma-separated, empty for
 *            none) choose other sizes, e.g. one run a size (the `api` section too)
 *   reads-ab the search reads of another checkout (BENCH_BASE=its folder: "before") and of this one ("after") on one
 *            catalogue (100 k modules, 10 k with --quick; BENCH_SQLITE_SIZES), alternated read by read and round by
 *            round with plain Express 5 (5 rounds of 4 s; 3 of 2 s with --quick): medians, and each round's share
 *   memory   resident memory of the compiled composed server idle and after three runs of the read mix (100 k
 *            modules; 10 k with --quick; needs `npm run build`)
 *   export   a learner's data export of 1 M rows (100 k with --quick) from the composed production server: its peak
 *            resident memory under the production heap caps (needs `npm run build`; HEAP_LIMIT_MB as in production)
 *   export-pool the library read mix alone and beside 20 slow personal-data exports (PostgreSQL: BENCH_DATABASE_URL
 *            or TEST_DATABASE_URL; 5 s a row with --quick): the share of its throughput it keeps
 *   dashboard the super-mentor dashboard for 5 000 and 50 000 learners with a year of activity (5 000 with --quick)
 *   sizes    bundle sizes (min + gzip)
 *   lti      LTI launches per second and their server time and CPU, beside plain ltijs (shorter with --quick)
 *   lighthouse every main screen of every role (tests/lighthouse) through Lighthouse's Node API in Debian's Chromium, Lighthouse's mobile
 *            profile, against the compiled server with its demo data (needs `npm run build`): median of 3 runs (1 with --quick)
 *   profile  where the main thread's time goes while a screen loads (Chromium trace, CPU 4×, slow 4G; needs
 *            `npm run build`): library home, module preview and My Profile, or the screens named after it; the work
 *            before the largest paint; `--functions` names the functions (a V8 CPU profile)
 *   embed    one module on a partner page three ways (widgets, an iframe of the app, h5p-standalone) in Chromium at
 *            Lighthouse's mobile profile, cold and warm cache (median of 7 runs; 1 with --quick)
 *   fuzz     the api's contract fuzzer at length (FUZZ_RUNS cases per operation, default 100, 10 with --quick; FUZZ_SEED)
 *   import   the catalogue importer's rate and the first start on what it imported (100 k and 1 M modules;
 *            20 k with --quick; BENCH_DATABASE_URL adds PostgreSQL)
 *   move     a school moved off the embedded database and back with `npm run restore`: the 100 k-module catalogue and
 *            the dashboard's 50 000-learner organisation (10 k and 5 000 with --quick), SQLite → PostgreSQL → SQLite:
 *            rows a second and the restore's resident memory (BENCH_DATABASE_URL or TEST_DATABASE_URL)
 *   scale    the library read mix at 50 connections on PostgreSQL: 1 server direct, 1 and 2 behind a balancer
 *            (BENCH_DATABASE_URL or TEST_DATABASE_URL; 3 s a row with --quick)
 *   offline  learning without a network (needs `npm run build`): a kept module opened offline at the mobile profile,
 *            the size kept for ten modules, 50 waiting writes sent after reconnecting on slow 3G
 * Pass section names to run only some: `npm run bench -- api`; `--quick` for smaller sizes where a section has them.
 */

import { benchDashboard } from './api/dashboard-bench';
import { benchExportMemory } from './api/export-memory-bench';
import { benchExportPool } from './api/export-pool-bench';
import { benchFuzz } from './api/fuzz-bench';
import { benchImport } from './api/import-bench';
import { benchMemory } from './api/memory-bench';
import { benchMove } from './api/move-bench';
import { benchReadsAb } from './api/reads-ab-bench';
import { benchScale } from './api/scale-bench';
import { benchSearch } from './api/search-bench';
import { benchEmbed } from './embed/embed-bench';
import { benchLighthouse } from './lighthouse/lighthouse-bench';
import { benchProfile } from './lighthouse/profile-screens';
import { benchLaunches } from './lti/launch-bench';
import { benchOffline } from './offline/offline-bench';
import { benchSizes } from './sizes/bundle-sizes';

const quick = process.argv.includes('--quick');
const sections: Record<string, () => Promise<void>> = {
  sizes: () => benchSizes(),
  api: () =>
    benchSearch({
      ...(quick
        ? { sizes: [10_000], postgresSizes: [10_000], seconds: 2 }
        : { sizes: [10_000, 100_000, 1_000_000], postgresSizes: [10_000, 100_000], seconds: 8 }),
      ...benchSizesFromEnv(),
    }),
  search: () =>
    benchSearch({
      ...(quick
        ? { sizes: [10_000], postgresSizes: [10_000], seconds: 2 }
        : { sizes: [100_000, 1_000_000], postgresSizes: [100_000], seconds: 8 }),
      ...benchSizesFromEnv(),
      keywordsOnly: true,
    }),
  'reads-ab': () =>
    benchReadsAb({
      baseDir: process.env.BENCH_BASE ?? '',
      size: Number(process.env.BENCH_SQLITE_SIZES ?? (quick ? 10_000 : 100_000)),
      seconds: quick ? 2 : 4,
      rounds: quick ? 3 : 5,
    }),
  memory: () => benchMemory({ quick }),
  export: () => benchExportMemory({ quick }),
  'export-pool': () => benchExportPool({ quick }),
  dashboard: () => benchDashboard(quick ? { sizes: [5000], seconds: 3 } : {}),
  lti: () => (quick ? benchLaunches(60, 3) : benchLaunches()),
  embed: () => benchEmbed({ quick }),
  lighthouse: () => benchLighthouse({ quick }),
  profile: () =>
    benchProfile(process.argv.slice(process.argv.indexOf('profile') + 1).filter((a) => !a.startsWith('-'))),
  fuzz: () => (quick && !process.env.FUZZ_RUNS ? benchFuzz(10) : benchFuzz()),
  import: () => benchImport({ quick }),
  move: () => benchMove({ quick }),
  scale: () => benchScale({ quick }),
  offline: () => benchOffline(),
};

/** `BENCH_SQLITE_SIZES=1000000 BENCH_POSTGRES_SIZES=` : the catalogue sizes of a run of the `search` section. */
function benchSizesFromEnv(): { sizes?: number[]; postgresSizes?: number[] } {
  const list = (value: string) => value.split(',').filter(Boolean).map(Number);
  const { BENCH_SQLITE_SIZES: sqlite, BENCH_POSTGRES_SIZES: postgres } = process.env;
  return {
    ...(sqlite === undefined ? {} : { sizes: list(sqlite) }),
    ...(postgres === undefined ? {} : { postgresSizes: list(postgres) }),
  };
}

// `profile` takes the names of screens after it: they are not sections.
const args = process.argv.slice(2);
const wanted = (args.includes('profile') ? args.slice(0, args.indexOf('profile') + 1) : args).filter(
  (a) => !a.startsWith('-'),
);
for (const name of wanted.length ? wanted : Object.keys(sections)) {
  const run = sections[name];
  if (!run) {
    console.error(`unknown bench section "${name}"; sections: ${Object.keys(sections).join(', ')}`);
    process.exit(2);
  }
  await run();
}
