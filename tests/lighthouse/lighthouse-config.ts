/**
 * The lhci configuration of the Lighthouse check: the thresholds for each screen, measured at
 * Lighthouse's default mobile profile (simulated slow 4G, CPU 4× slower) in Debian's Chromium (collect.ts).
 */

/**
 * How a missed speed target counts: `error` fails the run, `warn` prints it. `npm test` measures every screen
 * once with the speed targets (performance, TBT, LCP) as warnings (since several screens sit at the targets, an
 * open defect); `--strict-speed --confirm 4` makes them errors, and a screen that misses one is measured four
 * times more and judged on the medians of its five runs: a single run's LCP moves
 * by about ±0.1 s and its TBT by a few tens of ms on the same build (the simulated CPU slowdown multiplies what a
 * busy machine observes), so one run's miss is a reason to measure again, not a verdict. `warn` is for a run
 * that wants the figures only.
 */
export type SpeedLevel = 'error' | 'warn';

/** The thresholds every screen must meet (lhci's assertion syntax). */
export const screenAssertions = (speed: SpeedLevel) => ({
  'categories:performance': [speed, { minScore: 0.95 }],
  'categories:accessibility': ['error', { minScore: 1 }],
  'categories:best-practices': ['error', { minScore: 1 }],
  'cumulative-layout-shift': ['error', { maxNumericValue: 0.02 }],
  'total-blocking-time': [speed, { maxNumericValue: 150 }],
  'largest-contentful-paint': [speed, { maxNumericValue: 2000 }],
});

/** Public pages are also for search engines. */
export const publicAssertions = (speed: SpeedLevel) => ({
  ...screenAssertions(speed),
  'categories:seo': ['error', { minScore: 1 }],
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** lhci's configuration for `lhci assert` (the runs are made by collect.ts, with the same settings lhci's collect would use). */
export function lighthouseConfig(options: {
  urls: Array<{ url: string; public: boolean }>;
  speed: SpeedLevel;
}) {
  return {
    ci: {
      assert: {
        // The median of each figure over a screen's runs when there are several (the targets are
        // medians of three runs; lhci's 'median-run' would judge every figure on the one run of median FCP and TTI).
        assertMatrix: options.urls.map((u) => ({
          matchingUrlPattern: `^${escapeRegExp(u.url)}$`,
          aggregationMethod: 'median',
          assertions: u.public ? publicAssertions(options.speed) : screenAssertions(options.speed),
        })),
      },
    },
  };
}
