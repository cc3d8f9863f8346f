/**
 * The lhci configuration of the Lighthouse check: the thresholds for each screen, measured at
 * Lighthouse's default mobile profile (simulated slow 4G, CPU 4× slower) in Debian's Chromium (collect.ts).
 */

/**
 * How a missed speed target counts: `error` fails the run, `warn` prints it. `npm test` measures every screen
 * once and fails on what one run judges surely (layout shift, accessibility, best practices, SEO); the speed
 * targets (performance, TBT, LCP) only warn there: a single run's LCP moves by about ±0.1 s on the same build,
 * and the medians of the slowest screens sit within 0.1–0.15 s of 2.0 s. `--strict-speed` makes them errors,
 * with `--confirm N` judging a screen that misses one on the medians of N more runs.
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
